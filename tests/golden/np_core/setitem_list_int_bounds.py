# A list stored into an integer array (slice, row, fancy index) warns for each out-of-range
# Python int as NumPy converts it; a list deeper than the target raises.
import numpy as np
c = np.zeros(3, dtype=np.int16)
c[:] = [1.9, -2.9, 70000]
print(c)
m = np.zeros((2, 2), dtype=np.uint8)
m[0] = (256, 1)
m[1, :] = [5, 255]
print(m)
f = np.zeros(2)
f[:] = [1, 10**5]
print(f)
b = np.zeros(2)
b[:] = np.array([[1, 2]])
print(b)
try:
    m[1, :] = [[5, -3]]
except ValueError as e:
    print("ValueError:", e)
# expect stderr: setitem_list_int_bounds.py:5: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of 70000 to int16 will fail in the future.
# expect stderr: setitem_list_int_bounds.py:8: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of 256 to uint8 will fail in the future.


# expect: [   1   -2 4464]
# expect: [[  0   1]
# expect:  [  5 255]]
# expect: [1.e+00 1.e+05]
# expect: [1. 2.]
# expect: ValueError: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.
