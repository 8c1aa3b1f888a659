# loadtxt of an integer dtype reads a field that is not an integer through a float and casts it
# as NumPy's C code does (NaN, infinities and out-of-range values: x86-64's results, narrow types
# through int32); a converter's float result takes int(), which must fit int64 (uint64 for
# uint64). The cast was once unchecked C (UBSan: inf outside the range of long).
import warnings
import numpy as np

warnings.simplefilter("ignore")  # NumPy 1.24's DeprecationWarning for integers via a float
for dt in (int, np.int8, np.uint8, np.uint64, np.int32):
    print(dt.__name__, [np.loadtxt([s], dtype=dt).item() for s in ("inf", "-inf", "nan", "1e400", "1e19", "-1e19", "2.7", "-2.7", "300.5", "1e10", "9.3e18", "-9.3e18")])
for dt, v in ((np.uint64, 1e19), (np.uint8, 300.0), (np.int8, -2.5), (np.uint8, -1.0), (np.uint64, -1.0), (np.int32, 3e9), (np.int64, 9.3e18), (int, float("inf")), (int, float("nan")), (np.uint8, 1e19), (float, float("inf"))):
    try:
        print(dt.__name__, v, repr(np.loadtxt(["1"], dtype=dt, converters=lambda s: v)))
    except Exception as e:
        print(dt.__name__, v, type(e).__name__, e)
# expect: int [-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 2, -2, 300, 10000000000, -9223372036854775808, -9223372036854775808]
# expect: int8 [0, 0, 0, 0, 0, 0, 2, -2, 44, 0, 0, 0]
# expect: uint8 [0, 0, 0, 0, 0, 0, 2, 254, 44, 0, 0, 0]
# expect: uint64 [0, 9223372036854775808, 9223372036854775808, 0, 10000000000000000000, 9223372036854775808, 2, 18446744073709551614, 300, 10000000000, 9300000000000000000, 9223372036854775808]
# expect: int32 [-2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, 2, -2, 300, -2147483648, -2147483648, -2147483648]
# expect: uint64 1e+19 array(10000000000000000000, dtype=uint64)
# expect: uint8 300.0 array(44, dtype=uint8)
# expect: int8 -2.5 array(-2, dtype=int8)
# expect: uint8 -1.0 array(255, dtype=uint8)
# expect: uint64 -1.0 array(18446744073709551615, dtype=uint64)
# expect: int32 3000000000.0 array(-1294967296, dtype=int32)
# expect: int64 9.3e+18 ValueError could not convert string '1' to int64 at row 0, column 1.
# expect: int inf ValueError could not convert string '1' to int64 at row 0, column 1.
# expect: int nan ValueError could not convert string '1' to int64 at row 0, column 1.
# expect: uint8 1e+19 ValueError could not convert string '1' to uint8 at row 0, column 1.
# expect: float inf array(inf)
