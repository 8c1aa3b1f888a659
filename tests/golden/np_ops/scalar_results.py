import numpy as np
x = np.float64(1.5)
y = x * 2
print(y, type(y))
z = np.int64(7) // 2
print(z, type(z))
s = np.arange(3)[1] + np.arange(3)[2]
print(s, type(s))
print(type(np.sqrt(2.0)))
print(np.sqrt(2.0))
print(type(np.float32(3) * np.float32(2)))
# expect: 3.0 <class 'numpy.float64'>
# expect: 3 <class 'numpy.int64'>
# expect: 3 <class 'numpy.int64'>
# expect: <class 'numpy.float64'>
# expect: 1.4142135623730951
# expect: <class 'numpy.float32'>
