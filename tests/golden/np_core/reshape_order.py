# reshape, ravel and flatten in Fortran order.
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.reshape(3, 2, order='F'), a.reshape((3, 2), order='C'), np.reshape(a, (3, 2), order='F'))
print(a.ravel(order='F'), np.ravel(a, order='F'), a.flatten('F'), a.flatten(), a.T.flatten('F'))
print(np.arange(24).reshape((2, 3, 4), order='F')[1, 2, 3], np.arange(24).reshape(2, 3, 4).ravel('F')[:7])
print(a.reshape(-1, order='F'))

# expect: [[0 4]
# expect:  [3 2]
# expect:  [1 5]] [[0 1]
# expect:  [2 3]
# expect:  [4 5]] [[0 4]
# expect:  [3 2]
# expect:  [1 5]]
# expect: [0 3 1 4 2 5] [0 3 1 4 2 5] [0 3 1 4 2 5] [0 1 2 3 4 5] [0 1 2 3 4 5]
# expect: 23 [ 0 12  4 16  8 20  1]
# expect: [0 3 1 4 2 5]
