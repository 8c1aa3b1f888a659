# long double scalar methods (exact as_integer_ratio), casts to other types, text past the range
import numpy as np
x = np.longdouble(1) / 3
print(x.as_integer_ratio(), np.longdouble(2.5).as_integer_ratio(), x.is_integer(), np.longdouble(3).is_integer())
print(x.tolist(), type(x.tolist()).__name__, x.round(3), x.astype(np.float32), x.item())
try:
    np.random.default_rng(0).random(2, dtype=np.longdouble)
except Exception as e:
    print(type(e).__name__, e)
print(np.array([x]).round(5), np.float64(x), np.float32(x), np.int64(np.longdouble(7.9)), np.uint8(np.longdouble(300)))
print(np.longdouble(1e-4950), np.longdouble(1e-4950) * 0.5, np.longdouble('1e-4951'))
# expect: (12297829382473034411, 36893488147419103232) (5, 2) False True
# expect: 0.33333333333333333334 float128 0.333 0.33333334 0.33333333333333333334
# expect: TypeError Unsupported dtype dtype('float128') for random
# expect: [0.33333] 0.3333333333333333 0.33333334 7 44
# expect: 0.0 0.0 0.0
# expect stderr: scalar_methods.py:11: RuntimeWarning: overflow encountered in conversion from string
