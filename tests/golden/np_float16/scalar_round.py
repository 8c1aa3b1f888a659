import numpy as np
print(round(np.float16(2.345), 2), np.round(np.float16(1.2345), 3), round(np.float16(123.4), -1))
print(type(round(np.float16(2.3), 1)), round(np.float16(2.5)), type(round(np.float16(2.5))))
print(np.round(np.array([2.345, 1.2345], np.float16), 2))
# expect: 2.35 1.234 120.0
# expect: <class 'numpy.float16'> 2 <class 'int'>
# expect: [2.35 1.23]
