# np.linalg.pinv of a stack of matrices: numpy.linalg's transpose swaps the last two axes, the
# cutoff is rcond[..., newaxis] per matrix, and discarded singular values are not divided
import numpy as np
A = np.arange(8.).reshape(2, 2, 2)
A[1] = np.eye(2)
print(np.linalg.pinv(A).round(6))
print(np.linalg.pinv(np.ones((3, 2, 4))).shape, np.linalg.pinv(np.zeros((2, 2))))
print(np.linalg.pinv(A, rcond=[1e-15, 0.5]).round(6)[0])

# expect: [[[-1.5  0.5]
# expect:   [ 1.   0. ]]
# expect: 
# expect:  [[ 1.   0. ]
# expect:   [ 0.   1. ]]]
# expect: (3, 4, 2) [[0. 0.]
# expect:  [0. 0.]]
# expect: [[-1.5  0.5]
# expect:  [ 1.   0. ]]
