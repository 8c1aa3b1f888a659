# no-cross-check: NEP 50 (NumPy 2 promotion)
import numpy as np
x = np.float32(1) + 1.0
print(type(x))
y = np.int8(3) + 4
print(type(y), y)
z = np.int32(3) * 1.5
print(type(z), z)
# expect: <class 'numpy.float32'>
# expect: <class 'numpy.int8'> 7
# expect: <class 'numpy.float64'> 4.5
