import numpy as np
h = np.full(12, 0.1, dtype=np.float16)
print(np.cumsum(h), np.cumsum(h).dtype)
print(np.cumprod(np.full(6, 1.7, dtype=np.float16)))
print(np.cumsum(np.ones((2, 3), dtype=np.float16), axis=1))
# expect: [0.1    0.2    0.2998 0.4    0.5    0.6    0.7    0.8003 0.9004 1.
# expect:  1.1    1.199 ] float16
# expect: [ 1.7    2.89   4.914  8.35  14.2   24.14 ]
# expect: [[1. 2. 3.]
# expect:  [1. 2. 3.]]
