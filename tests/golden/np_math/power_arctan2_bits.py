# np.power, `**` on arrays and np.arctan2 of float64 and float32 print NumPy's bits (its AVX-512
# SVML routines; the C library's pow/atan2 differ in the last bit on a few percent of these)
import numpy as np


def bits(r):
    # the low 32 bits of every element, summed: one changed last bit changes the total
    w = r.view(np.int64 if r.dtype == np.float64 else np.int32).astype(np.int64)
    return int((w & 0xffffffff).sum())


x = np.linspace(0.01, 10.0, 20160)
y = np.linspace(-7.5, 7.5, 20160)
print(bits(10.0 ** y), bits(x ** 1.5), bits(x ** 3), bits(np.power(x, y)))
print(bits(np.power(x[::3], y[::3])), bits(np.arctan2(y, x)), bits(np.arctan2(y[::2], -x[::2])))
xf, yf = x.astype(np.float32), y.astype(np.float32)
print(bits(np.float32(10.0) ** yf), bits(xf ** np.float32(1.5)), bits(np.power(xf, yf)))
print(bits(np.arctan2(yf, xf)), bits(np.arctan2(-yf[::5], xf[::5])))
print([float(v) for v in np.power(np.array([3.8211456139113e-192, 2.0, 7.0, 0.5]), np.array([1.070551410320762, 0.1, -2.5, 1e3]))])
print([float(v) for v in np.arctan2(np.array([1.0, -3.0, 1e-300, 0.0, -0.0]), np.array([3.0, -0.1, 5.0, -1.0, -2.0]))])
# NumPy scalars: `**` is NumPy's scalar math (the C library's pow), np.power the ufunc loop
a, b = np.float64(3.8211456139113e-192), np.float64(1.070551410320762)
print(repr(a ** b), repr(np.power(a, b)))

# expect[avx512_skx]: 43167649184500 43392360856662 43106689158547 43211348451190
# expect[!avx512_skx]: 43167649187520 43392360859578 43106689161496 43211348454198
# expect[avx512_skx]: 14550534015116 43231467933898 21774880378003
# expect[!avx512_skx]: 14550534016076 43231467933562 21774880380665
# expect[avx512_skx]: 21467804826993 21946933883800 22372483199107
# expect[!avx512_skx]: 21467804827564 21946933884116 22372483199863
# expect[avx512_skx]: 42934893757851 8586974703821
# expect[!avx512_skx]: 42934893752231 8586974702661
# expect[avx512_skx]: [1.195081118685642e-205, 1.0717734625362931, 0.007713560673657699, 9.332636185032189e-302]
# expect[!avx512_skx]: [1.1950811186856422e-205, 1.0717734625362931, 0.007713560673657699, 9.332636185032189e-302]
# expect: [0.3217505543966422, -1.6041173226731438, 2e-301, 3.141592653589793, -3.141592653589793]
# expect[avx512_skx]: 1.1950811186856422e-205 1.195081118685642e-205
# expect[!avx512_skx]: 1.1950811186856422e-205 1.1950811186856422e-205
