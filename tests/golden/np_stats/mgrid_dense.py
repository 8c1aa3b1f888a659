import numpy as np
print(np.mgrid[0:3, 0:2])
print(np.mgrid[0:1:3j, 0:2])
print(np.mgrid[-1:1:5j, 0:4:2].shape)
x, y = np.mgrid[0:2, 0:3]
print(x.dtype, (x + y).sum())
# expect: [[[0 0]
# expect:   [1 1]
# expect:   [2 2]]
# expect: 
# expect:  [[0 1]
# expect:   [0 1]
# expect:   [0 1]]]
# expect: [[[0.  0. ]
# expect:   [0.5 0.5]
# expect:   [1.  1. ]]
# expect: 
# expect:  [[0.  1. ]
# expect:   [0.  1. ]
# expect:   [0.  1. ]]]
# expect: (2, 5, 2)
# expect: int64 9
