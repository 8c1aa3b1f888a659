# solve broadcasts the stacks of a and b as NumPy's gufunc does (b is a stack of vectors only
# when b.ndim == a.ndim - 1)
import numpy as np
a = np.stack([np.eye(2), [[2.0, 1.0], [1.0, 3.0]]])
print(np.linalg.solve(a, np.array([[1.0, 2.0]])))
print(np.linalg.solve(a, np.array([[1.0, 2.0], [3.0, 4.0]])))
print(np.linalg.solve(np.array([[2.0, 1.0], [1.0, 3.0]]), np.ones((3, 2, 1)) * [[1j], [2]]))
print(np.linalg.solve(a[:, None], np.ones((1, 3, 2, 1))).shape)
print(np.linalg.solve(a[:, None], np.ones((1, 2, 2))).shape)
for b in [np.ones(2), np.float64(1.0)]:
    try:
        np.linalg.solve(a, b)
    except ValueError as e:
        print(e)

# expect: [[1.  2. ]
# expect:  [0.2 0.6]]
# expect: [[1. 2.]
# expect:  [1. 1.]]
# expect: [[[-0.4+0.6j]
# expect:   [ 0.8-0.2j]]
# expect: 
# expect:  [[-0.4+0.6j]
# expect:   [ 0.8-0.2j]]
# expect: 
# expect:  [[-0.4+0.6j]
# expect:   [ 0.8-0.2j]]]
# expect: (2, 3, 2, 1)
# expect: (2, 2, 2)
# expect: solve: Input operand 1 does not have enough dimensions (has 1, gufunc core with signature (m,m),(m,n)->(m,n) requires 2)
# expect: solve: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (m,m),(m,n)->(m,n) requires 2)
