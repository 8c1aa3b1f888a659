import numpy as np
print(np.zeros(3, dtype=np.float16), np.ones((2, 2), 'e'), np.arange(3, dtype=np.float16), np.full(2, 0.1, dtype='f2'))
print(np.linspace(0, 1, 5, dtype=np.float16), np.empty(0, np.float16).dtype, np.eye(2, dtype=np.half))
print(np.arange(5, dtype=np.float16) * 0.1)
# expect: [0. 0. 0.] [[1. 1.]
# expect:  [1. 1.]] [0. 1. 2.] [0.1 0.1]
# expect: [0.   0.25 0.5  0.75 1.  ] float16 [[1. 0.]
# expect:  [0. 1.]]
# expect: [0.     0.1    0.2    0.2998 0.4   ]
