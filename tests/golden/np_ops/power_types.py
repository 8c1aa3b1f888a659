import numpy as np
a = np.array([2, 3, 4])
print(a ** 3, (a ** 3).dtype)
print(a ** 0.5)
print(np.power(np.array([1.5, 2.0], dtype=np.float32), 2))
print(2 ** np.arange(5))
# expect: [ 8 27 64] int64
# expect: [1.41421356 1.73205081 2.        ]
# expect: [2.25 4.  ]
# expect: [ 1  2  4  8 16]
