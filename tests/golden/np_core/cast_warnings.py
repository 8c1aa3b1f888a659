# NumPy 1.24's cast warnings: astype from float/complex to an int that cannot hold the value
# (NaN, inf, out of the C cast's range) is "invalid value", to a narrower float that overflows
# is "overflow"; np.float32(x) of a float too large; complex to real is a ComplexWarning
import numpy as np
print(np.array([1.5, np.nan, 1e20]).astype(int))
print(np.array([1e300, 1.0]).astype(np.float32), np.float32(1e40), np.float16(1e6))
print(np.array([1 + 2j]).astype(float))
print(np.array([300.7, -1.5, 1e9]).astype(np.uint8), np.array([1e19, -1.0]).astype(np.uint64))
with np.errstate(invalid='ignore', over='ignore'):
    print(np.array([np.nan]).astype(np.int32), np.array([1e300]).astype(np.float32))
with np.errstate(invalid='raise'):
    try:
        np.array([np.inf]).astype(np.int64)
    except FloatingPointError as e:
        print(e)


# expect: [                   1 -9223372036854775808 -9223372036854775808]
# expect: [inf  1.] inf inf
# expect: [1.]
# expect: [ 44 255   0] [10000000000000000000 18446744073709551615]
# expect: [-2147483648] [inf]
# expect: invalid value encountered in cast
# expect stderr: cast_warnings.py:5: RuntimeWarning: invalid value encountered in cast
# expect stderr: cast_warnings.py:6: RuntimeWarning: overflow encountered in cast
# expect stderr: cast_warnings.py:7: ComplexWarning: Casting complex values to real discards the imaginary part
