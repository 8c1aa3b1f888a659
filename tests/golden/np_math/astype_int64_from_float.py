# float64 and float32 arrays cast to int64 (astype(int)) give NumPy's values: truncation,
# INT64_MIN for NaN, +-inf and out-of-range values (the conversion instruction's result), and
# one "invalid value encountered in cast" warning only when such a value is there; blocks
# longer than the vector loop, tails, strided and Fortran-ordered inputs too.
import warnings
import numpy as np

sp = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.0**62, 2.0**63, -2.0**63, np.nextafter(-2.0**63, -np.inf),
      np.nextafter(2.0**63, 0), 1e19, -1e19, np.nan, np.inf, -np.inf, 5e-324, 123456789.987, -987654321.5]
for dt in [np.float64, np.float32]:
    for arr in [np.array(sp, dtype=dt), np.tile(np.array(sp[:6] + sp[-3:], dtype=dt), 1000),
                np.tile(np.array(sp, dtype=dt), 300), np.linspace(-1e6, 1e6, 10007).astype(dt)]:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = arr.astype(int)
        print(dt.__name__, len(arr), int(r.sum()) if len(r) > 30 else r.tolist(), [str(x.message) for x in w])
with np.errstate(invalid="raise"):
    try:
        np.array([np.nan]).astype(np.int64)
    except FloatingPointError as e:
        print("FloatingPointError:", e)
    print(np.array([1.5, 2.5]).astype(np.int64), np.array([1.0]) / 3)
print(np.array([1.0, 2.0])[::2].astype(int), np.array([[1.7, 2.2]], order="F").astype(int))

# expect: float64 19 [0, 0, 0, 0, 1, -1, 4611686018427387904, -9223372036854775808, -9223372036854775808, -9223372036854775808, 9223372036854774784, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 0, 123456789, -987654321] ['invalid value encountered in cast']
# expect: float64 9000 -864197532000 []
# expect: float64 5700 -259259566800 ['invalid value encountered in cast']
# expect: float64 10007 0 []
# expect: float32 19 [0, 0, 0, 0, 1, -1, 4611686018427387904, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 0, 123456792, -987654336] ['invalid value encountered in cast']
# expect: float32 9000 -864197544000 []
# expect: float32 5700 -259259263200 ['invalid value encountered in cast']
# expect: float32 10007 0 []
# expect: FloatingPointError: invalid value encountered in cast
# expect: [1 2] [0.33333333]
# expect: [1] [[1 2]]
