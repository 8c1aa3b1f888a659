import numpy as np
s = np.float64(3.0)
print(s + np.arange(3), np.arange(3) ** s, s ** np.arange(3))
print(np.array(2.0) ** np.array(3.0), type(np.array(2.0) ** np.array(3.0)))
print(np.int64(7) % np.int64(-2), np.float32(1) / np.float32(3), np.int64(-7) // 2)
print(np.uint8(250) + np.uint8(10), np.int16(3) * np.int16(4))
# expect: [3. 4. 5.] [0. 1. 8.] [1. 3. 9.]
# expect: 8.0 <class 'numpy.float64'>
# expect: -1 0.33333334 -4
# expect: 4 12
