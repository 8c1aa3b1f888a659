# long double scalars meeting Python: isinstance, math, builtins, np.save/np.load, float errors
import numpy as np, math, io
x = np.longdouble(1) / 3
print(isinstance(x, float), isinstance(np.float64(1), float), math.sqrt(x), math.isclose(x, 1/3), x.__class__.__name__)
print(x.real, x.imag, x.conjugate() if hasattr(x, 'conjugate') else '', abs(-x), -x, +x, x.dtype.name, x.shape, x.ndim)
print(np.isscalar(x), np.ndim(x), np.shape(x), np.asarray(x).dtype, np.array([x, x]).dtype)
print(sorted([np.longdouble(3), np.longdouble(1)]), sum([x, x, x]), min(x, 0.5))
buf = io.BytesIO(); np.save(buf, np.array([x, 2])); buf.seek(0); y = np.load(buf); print(y.dtype, repr(y[0]))
print(np.array([x]).view(np.uint64).shape, np.array([x]).astype(object)[0] == x, np.array([x, 1], dtype=object).dtype)
print(x.astype(np.float64), type(x.astype(np.float64)).__name__, x.round(3), np.round(x, 5), x.sum(), x.max())
with np.errstate(all="ignore"):
    print(np.longdouble(7) / np.longdouble(0), np.longdouble(0) / np.longdouble(0), np.longdouble(-1) ** 0.5)
print(np.nextafter(np.longdouble(1), 2) - 1, np.spacing(np.longdouble(1)), np.finfo(np.longdouble).eps == np.spacing(np.longdouble(1)))
print(np.array([1, 2], 'g').mean(axis=0), np.array([[1, 2]], 'g').mean(axis=1), np.array([1, 2], 'g').var())
print(str(np.array([1/3, 2/3], dtype='g')), np.array_str(np.array([np.longdouble(1)/3]), precision=18))
print(np.array2string(np.array([np.longdouble(1)/3]), floatmode='unique'), np.array([1e-5, 1], 'g'))
# expect: False True 0.5773502691896257 True float128
# expect: 0.33333333333333333334 0.0 0.33333333333333333334 0.33333333333333333334 -0.33333333333333333334 0.33333333333333333334 float128 () 0
# expect: True 0 () float128 float128
# expect: [1.0, 3.0] 1.0 0.33333333333333333334
# expect: float128 0.33333333333333333334
# expect: (2,) True object
# expect: 0.3333333333333333 float64 0.333 0.33333 0.33333333333333333334 0.33333333333333333334
# expect: inf nan nan
# expect: 1.084202172485504434e-19 1.084202172485504434e-19 True
# expect: 1.5 [1.5] 0.25
# expect: [0.33333333 0.66666667] [0.333333333333333333]
# expect: [0.33333333333333333334] [1.e-05 1.e+00]
