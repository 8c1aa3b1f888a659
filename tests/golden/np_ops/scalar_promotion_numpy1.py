# NumPy 1.24's promotion: a NumPy scalar meeting a Python scalar promotes by type (Python float is
# float64, int is int64), an array meeting a scalar casts by the scalar's value.
import numpy as np
x = np.float32(1) + 1.0
print(type(x))
y = np.int8(3) + 4
print(type(y), y)
z = np.int32(3) * 1.5
print(type(z), z)
w = np.float32(0.1) * 1000
print(type(w), w)
a32 = np.arange(4, dtype=np.float32) / 3
total = 0.0
total += a32.sum()
print(type(total), total)
print((a32 * 2.0).dtype, (np.arange(3, dtype=np.int8) + 300).dtype)
print(np.result_type(np.int8, 1), np.result_type(np.int8(1), 1000))
# expect: <class 'numpy.float64'>
# expect: <class 'numpy.int64'> 7
# expect: <class 'numpy.float64'> 4.5
# expect: <class 'numpy.float64'> 100.00000149011612
# expect: <class 'numpy.float64'> 2.0
# expect: float32 int16
# expect: int8 int64
