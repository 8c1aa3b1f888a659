# pinv (rank-deficient too), matrix_power (0, negative, squaring chain) and cond.
import numpy as np
M = np.vstack([np.arange(6.0), np.ones(6)]).T
print(np.linalg.pinv(M))
print(np.linalg.pinv(np.array([[1.0, 2.0], [2.0, 4.0]])))
print(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10), np.linalg.matrix_power(np.array([[2.0, 1.0], [1.0, 3.0]]), -2))
print(np.linalg.matrix_power(np.eye(2, dtype=int) * 2, 0), np.linalg.matrix_power(np.array([[1.0, 0.5], [0.25, 1.0]]), 7))
A = np.array([[4.0, -2.0, 1.0], [-2.0, 4.0, -2.0], [1.0, -2.0, 4.0]])
print(np.linalg.cond(A), np.linalg.cond(A, 1), np.linalg.cond(A, np.inf), np.linalg.cond(A, 'fro'))
np.linalg.matrix_power(A, 1.5)

# expect: [[-0.14285714 -0.08571429 -0.02857143  0.02857143  0.08571429  0.14285714]
# expect:  [ 0.52380952  0.38095238  0.23809524  0.0952381  -0.04761905 -0.19047619]]
# expect: [[0.04 0.08]
# expect:  [0.08 0.16]]
# expect: [[89 55]
# expect:  [55 34]] [[ 0.4 -0.2]
# expect:  [-0.2  0.2]]
# expect: [[1 0]
# expect:  [0 1]] [[4.18554688 5.85253906]
# expect:  [2.92626953 4.18554688]]
# expect: 4.529210992451762 6.0 6.0 5.784317879692758
# expect runtime error: TypeError: exponent must be an integer
