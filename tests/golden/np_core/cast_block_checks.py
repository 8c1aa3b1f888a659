# a.astype(dtype) of contiguous float arrays longer than one block: the values and the cast
# warnings (overflow to a narrower float, invalid value to an integer) wherever the value sits
import warnings
import numpy as np

warnings.simplefilter("always")
rng = np.random.default_rng(5)
base = rng.normal(size=10007) * 1e3
a = base.copy()
a[9999] = 1e39
r = a.astype(np.float32)
print(r.dtype, r[9999], r[:3], float(r.astype(np.float64)[:9999].sum()))
# the last float64 values on either side of float32's overflow, an inf source, a NaN
edge = np.array([3.4028235677973362e38, 3.4028235677973366e38, -3.4028235677973366e38])
print(edge.astype(np.float32))
print(np.array([np.inf, -np.inf, np.nan, 1.0, 2.0]).astype(np.float32))
tiny = np.array([1e-40, -1e-46, 5e-324, 1.4e-45, 0.1, -0.0] * 3)
print(tiny.astype(np.float32))
print(np.array_equal(base.astype(np.float32), np.array([np.float32(v) for v in base])))
# float32 sources, to float16 and to integers
f = (rng.random(5000).astype(np.float32) - 0.5) * 200
print(f.astype(np.int8)[:5], f.astype(np.float16)[:3], f.astype(np.float64)[:2])
f[4321] = 70000.0
print(f.astype(np.float16)[4321])
g = f.copy()
g[4000] = np.nan
print(g.astype(np.int16)[4000], g.astype(np.int64)[3999:4001])
# float64 to integers near the edges of the C cast's range
big = np.zeros(6000)
big[5999] = 2147483648.0
print(big.astype(np.int32)[-2:], big.astype(np.int64)[-1], big.astype(np.uint8)[-1])
big[5999] = -2147483648.5
print(big.astype(np.int32)[-1])
big[5999] = 9223372036854775808.0
print(big.astype(np.uint64)[-1], big.astype(np.uint32)[-1])
# 2-d, Fortran order, a strided view
m = np.arange(12.0).reshape(3, 4) * 1e38
print(m.astype(np.float32))
print(np.asfortranarray(m).astype(np.float32).flags.f_contiguous, m[:, ::2].astype(np.float32))
with np.errstate(over="raise"):
    try:
        a.astype(np.float32)
    except FloatingPointError as e:
        print("raised:", e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    np.array([1e300] * 5000 + [np.nan]).astype(np.int32)
    print([str(x.message) for x in w])


# expect: float32 inf [ -801.9314  -1324.359    -248.36162] 214756.44200199097
# expect: [3.4028235e+38           inf          -inf]
# expect: [ inf -inf  nan   1.   2.]
# expect: [ 1.e-40 -0.e+00  0.e+00  1.e-45  1.e-01 -0.e+00  1.e-40 -0.e+00  0.e+00
# expect:   1.e-45  1.e-01 -0.e+00  1.e-40 -0.e+00  0.e+00  1.e-45  1.e-01 -0.e+00]
# expect: True
# expect: [ 83  65  49 -92  35] [83.44 65.8  49.6 ] [83.44565582 65.82658386]
# expect: inf
# expect: 0 [                 -45 -9223372036854775808]
# expect: [          0 -2147483648] 2147483648 0
# expect: -2147483648
# expect: 9223372036854775808 0
# expect: [[0.e+00 1.e+38 2.e+38 3.e+38]
# expect:  [   inf    inf    inf    inf]
# expect:  [   inf    inf    inf    inf]]
# expect: True [[0.e+00 2.e+38]
# expect:  [   inf    inf]
# expect:  [   inf    inf]]
# expect: raised: overflow encountered in cast
# expect: ['invalid value encountered in cast']
# expect stderr: cast_block_checks.py:11: RuntimeWarning: overflow encountered in cast
# expect stderr: cast_block_checks.py:27: RuntimeWarning: invalid value encountered in cast
