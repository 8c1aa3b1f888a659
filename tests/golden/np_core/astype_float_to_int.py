# astype: float to int truncates toward zero; NaN/inf give NumPy's x86 values.
import numpy as np

a = np.array([1.9, -1.9, 2.5, -0.5])
print(a.astype(np.int64), a.astype(np.int32).dtype)
print(np.array([np.nan, np.inf, -np.inf]).astype(np.int64))
print(np.array([np.nan, np.inf]).astype(np.int32))
print(np.array([300.7, -1.5]).astype(np.uint8), np.array([-1.0]).astype(np.uint64))
print(np.array([0.0, 0.5, np.nan]).astype(bool))

# expect: [ 1 -1  2  0] int32
# expect: [-9223372036854775808 -9223372036854775808 -9223372036854775808]
# expect: [-2147483648 -2147483648]
# expect: [ 44 255] [18446744073709551615]
# expect: [False  True  True]
