# np.fix (float results, scalars stay scalars), np.vander, np.trim_zeros.
import numpy as np
print(np.fix(np.array([-2.7, 2.7, 0.5])), np.fix(3), np.fix(-3.5), np.fix(np.arange(3)), type(np.fix(-1.5)))
print(np.vander([1, 2, 3]), np.vander(np.array([1.5, 2.0]), 4, increasing=True), np.vander([2, 3], N=2))
print(np.trim_zeros(np.array([0, 0, 1, 2, 0])), np.trim_zeros([0, 3, 0, 4, 0], 'f'), np.trim_zeros(np.array([0.0, 0]), 'b'))

# expect: [-2.  2.  0.] 3.0 -3.0 [0. 1. 2.] <class 'numpy.float64'>
# expect: [[1 1 1]
# expect:  [4 2 1]
# expect:  [9 3 1]] [[1.    1.5   2.25  3.375]
# expect:  [1.    2.    4.    8.   ]] [[2 1]
# expect:  [3 1]]
# expect: [1 2] [3, 0, 4, 0] []
