# A float array ** 1 is np.positive and ** -1 is np.reciprocal (NumPy's fast scalar power): exact
# and correctly rounded, named "reciprocal" in the divide-by-zero warning; ** 1.7 is the power loop
import numpy as np
x = np.linspace(-3.0, 7.0, 1001)


def bits(r):
    w = r.view(np.int64 if r.dtype == np.float64 else np.int32).astype(np.int64)
    return int((w & 0xffffffff).sum())


with np.errstate(divide='ignore', invalid='ignore'):
    print(bits(x ** 1.0), bits(x ** -1), bits(x ** 1.7), bits(x.astype(np.float32) ** -1))
a = np.array([0.0, 2.0, -0.0, np.nan, np.inf])
print(a ** -1, a ** 1)
b = a.astype(np.float32)
b **= -1
print(b, b.dtype)

# expect stderr: power_fast_exponents.py:15: RuntimeWarning: divide by zero encountered in reciprocal
# expect stderr: power_fast_exponents.py:17: RuntimeWarning: divide by zero encountered in reciprocal
# expect[avx512_skx]: 2062958691860 2054324944771 1535542775185 1702762491129
# expect[!avx512_skx]: 2062958691860 2054324944771 1535542775307 1702762491129
# expect: [ inf  0.5 -inf  nan  0. ] [ 0.  2. -0. nan inf]
# expect: [ inf  0.5 -inf  nan  0. ] float32
