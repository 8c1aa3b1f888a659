import numpy as np
x = np.float32(2.0)
y = np.sqrt(x)
print(y, type(y))
print(np.float32(0.1) * np.float32(3))
print(np.arange(3, dtype=np.float32) / np.float32(3))
# expect: 1.4142135 <class 'numpy.float32'>
# expect: 0.3
# expect: [0.         0.33333334 0.6666667 ]
