import numpy as np
h = np.float16(0.1)
print(h + h, type(h + h), h * np.float16(3))
print(h + 0.2, type(h + 0.2), h / 3, type(h / 3))
print(np.float16(3) + np.int8(4), type(np.float16(3) + np.int8(4)))
print(np.float16(1) + np.int16(3), type(np.float16(1) + np.int16(3)))
print(np.float16(1) + np.float32(3), type(np.float16(1) + np.float32(3)))
print(-np.float16(2), abs(np.float16(-1.5)), np.float16(7) // 2, np.float16(7) % 2, np.float16(2) ** 10)
# expect: 0.2 <class 'numpy.float16'> 0.2998
# expect: 0.2999755859375 <class 'numpy.float64'> 0.0333251953125 <class 'numpy.float64'>
# expect: 7.0 <class 'numpy.float16'>
# expect: 4.0 <class 'numpy.float32'>
# expect: 4.0 <class 'numpy.float32'>
# expect: -2.0 1.5 3.0 1.0 1024.0
