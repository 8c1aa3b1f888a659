# np.linalg.cond divides the singular values under errstate(all='ignore'): a singular matrix
# gives inf without a RuntimeWarning.
import numpy as np
print(np.linalg.cond(np.array([[1, 0], [0, 0]])))
print(np.linalg.cond(np.array([[1.0, 2.0], [2.0, 4.0]])) > 1e15)
print(np.linalg.cond(np.zeros((2, 2))))
print(np.linalg.cond(np.array([[1, 0], [0, 0]]), -2))
print(np.linalg.cond(np.array([[2.0, 0], [0, 1.0]])))
print(np.linalg.cond(np.array([[[1.0, 0], [0, 0]], [[2.0, 0], [0, 1.0]]])))
print(np.linalg.cond(np.array([[1.0, 2.0], [2.0, 4.0]]), 'fro') > 1e15)
print(np.linalg.cond(np.array([[1 + 1j, 0], [0, 1]])))
print(type(np.linalg.cond(np.eye(2))))


# expect: inf
# expect: True
# expect: inf
# expect: 0.0
# expect: 2.0
# expect: [inf  2.]
# expect: True
# expect: 1.4142135623730951
# expect: <class 'numpy.float64'>
