# NumPy 1.24's DeprecationWarning for a Python int stored into an integer dtype that cannot
# hold it (array creation, element and slice assignment, np.int8(300)); the value still wraps
import numpy as np
print(np.array([100, 200, 300], dtype=np.uint8))
print(np.int8(300), np.uint8(-1))
a = np.zeros(3, dtype=np.int16)
a[0] = 40000
a[1:] = -40000
print(a)
print(np.full(2, 300, dtype=np.int8), np.array([300]).astype(np.int8), np.array([1], dtype=np.uint8) + 300)
print(np.array([2**63 - 1], dtype=np.int64), np.array([2**64 - 1], dtype=np.uint64))


# expect: [100 200  44]
# expect: 44 255
# expect: [-25536  25536  25536]
# expect: [44 44] [44] [301]
# expect: [9223372036854775807] [18446744073709551615]
# expect stderr: int_out_of_bound_warning.py:4: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of 300 to uint8 will fail in the future.
# expect stderr: int_out_of_bound_warning.py:5: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of 300 to int8 will fail in the future.
# expect stderr: int_out_of_bound_warning.py:5: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of -1 to uint8 will fail in the future.
# expect stderr: int_out_of_bound_warning.py:7: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of 40000 to int16 will fail in the future.
# expect stderr: int_out_of_bound_warning.py:8: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of -40000 to int16 will fail in the future.
# expect stderr: will give the desired result (the cast overflows).
