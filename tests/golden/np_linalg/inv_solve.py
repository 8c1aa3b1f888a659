# inv and solve through LAPACK's gesv, as NumPy calls it
import numpy as np
a = np.array([[4.0, 3.0, 2.0], [1.0, 5.0, 7.0], [2.0, 8.0, 1.0]])
print(repr(np.linalg.inv(a)))
print(repr(np.linalg.inv([[1, 2], [3, 4]])), np.linalg.inv(np.array([[2.0, 0], [0, 4]], dtype=np.float32)).dtype)
print(repr(np.linalg.solve(a, [1.0, 2.0, 3.0])))
print(repr(np.linalg.solve(a, np.arange(6.0).reshape(3, 2))))
print(repr(a @ np.linalg.inv(a)))
print(np.linalg.inv(np.arange(8.0).reshape(2, 2, 2) + np.eye(2)))

# expect: array([[ 0.30177515, -0.07692308, -0.06508876],
# expect:        [-0.07692308,  0.        ,  0.15384615],
# expect:        [ 0.01183432,  0.15384615, -0.10059172]])
# expect: array([[-2. ,  1. ],
# expect:        [ 1.5, -0.5]]) float32
# expect: array([-0.04733728,  0.38461538,  0.01775148])
# expect: array([[-0.41420118, -0.25443787],
# expect:        [ 0.61538462,  0.69230769],
# expect:        [-0.09467456, -0.0295858 ]])
# expect: array([[ 1.00000000e+00,  0.00000000e+00,  2.77555756e-17],
# expect:        [-2.77555756e-17,  1.00000000e+00,  0.00000000e+00],
# expect:        [-5.89805982e-17,  0.00000000e+00,  1.00000000e+00]])
# expect: [[[ 2.  -0.5]
# expect:   [-1.   0.5]]
# expect: 
# expect:  [[ 0.8 -0.5]
# expect:   [-0.6  0.5]]]
