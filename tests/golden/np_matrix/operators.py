# `*` is the matrix product (with matrices, arrays and lists), a scalar scales; `**` is the
# matrix power; the other operators and the ufuncs work elementwise and give matrices.
import numpy as np
m = np.matrix([[1, 2], [3, 4]])
a = np.array([[1, 0], [0, 1]])
print(repr(m * m), repr(m ** 2), repr(m ** 0), repr(m ** -1))
print(repr(m * a), repr(a * m), repr(m * 2), repr(2 * m), repr(m * 2.5))
print(repr(m + a), repr(a + m), repr(m - [1, 2]), repr(m / 2), repr(1 / m))
print(repr(m * [[1], [1]]), repr([1, 1] * m), repr(m * np.array([[1], [2]])))
print(repr(m @ m), repr(-m), repr(abs(-m)), repr(m == m), repr(m > 2))
print(repr(np.sin(m)), repr(np.sqrt(m)), repr(np.multiply(m, m)), repr(np.add(m, 1)))
print(repr(np.dot(m, m)), repr(np.dot(np.array([1, 2]), m)), repr(m[0, :] * m[:, 0]))
print(repr(m.T * m), repr(m ** 3), repr(np.matrix(3.5) ** -1))
x = m.copy()
x *= m
print(repr(x))
x += 1
print(repr(x))
x **= 2
print(repr(x))
f = np.matrix([[2.0, 1.0], [1.0, 3.0]])
print(repr(f ** 5), repr(f ** -2))
print(repr(np.linalg.inv(f)), repr(np.linalg.solve(f, f)), repr(np.linalg.matrix_power(f, 2)))
print(repr(np.linalg.det(f)))
print(type(np.linalg.pinv(f)).__name__)
print(repr(np.concatenate([m, m])), repr(np.vstack([m, m])), repr(np.hstack([m, a])))
print(repr(np.transpose(m)), repr(np.reshape(m, (4, 1))), repr(np.cumsum(m)), repr(np.clip(m, 2, 3)))
print(repr(np.ravel(m)), repr(np.diagonal(m)), repr(np.trace(m)), repr(np.round(m / 3, 2)))

# expect: matrix([[ 7, 10],
# expect:         [15, 22]]) matrix([[ 7, 10],
# expect:         [15, 22]]) matrix([[1, 0],
# expect:         [0, 1]]) matrix([[-2. ,  1. ],
# expect:         [ 1.5, -0.5]])
# expect: matrix([[1, 2],
# expect:         [3, 4]]) matrix([[1, 2],
# expect:         [3, 4]]) matrix([[2, 4],
# expect:         [6, 8]]) matrix([[2, 4],
# expect:         [6, 8]]) matrix([[ 2.5,  5. ],
# expect:         [ 7.5, 10. ]])
# expect: matrix([[2, 2],
# expect:         [3, 5]]) matrix([[2, 2],
# expect:         [3, 5]]) matrix([[0, 0],
# expect:         [2, 2]]) matrix([[0.5, 1. ],
# expect:         [1.5, 2. ]]) matrix([[1.        , 0.5       ],
# expect:         [0.33333333, 0.25      ]])
# expect: matrix([[3],
# expect:         [7]]) matrix([[4, 6]]) matrix([[ 5],
# expect:         [11]])
# expect: matrix([[ 7, 10],
# expect:         [15, 22]]) matrix([[-1, -2],
# expect:         [-3, -4]]) matrix([[1, 2],
# expect:         [3, 4]]) matrix([[ True,  True],
# expect:         [ True,  True]]) matrix([[False, False],
# expect:         [ True,  True]])
# expect: matrix([[ 0.84147098,  0.90929743],
# expect:         [ 0.14112001, -0.7568025 ]]) matrix([[1.        , 1.41421356],
# expect:         [1.73205081, 2.        ]]) matrix([[ 1,  4],
# expect:         [ 9, 16]]) matrix([[2, 3],
# expect:         [4, 5]])
# expect: matrix([[ 7, 10],
# expect:         [15, 22]]) matrix([[ 7, 10]]) matrix([[7]])
# expect: matrix([[10, 14],
# expect:         [14, 20]]) matrix([[ 37,  54],
# expect:         [ 81, 118]]) matrix([[0.28571429]])
# expect: matrix([[ 7, 10],
# expect:         [15, 22]])
# expect: matrix([[ 8, 11],
# expect:         [16, 23]])
# expect: matrix([[240, 341],
# expect:         [496, 705]])
# expect: matrix([[175., 275.],
# expect:         [275., 450.]]) matrix([[ 0.4, -0.2],
# expect:         [-0.2,  0.2]])
# expect: matrix([[ 0.6, -0.2],
# expect:         [-0.2,  0.4]]) matrix([[1., 0.],
# expect:         [0., 1.]]) matrix([[ 5.,  5.],
# expect:         [ 5., 10.]])
# expect: 5.000000000000001
# expect: matrix
# expect: matrix([[1, 2],
# expect:         [3, 4],
# expect:         [1, 2],
# expect:         [3, 4]]) matrix([[1, 2],
# expect:         [3, 4],
# expect:         [1, 2],
# expect:         [3, 4]]) matrix([[1, 2, 1, 0],
# expect:         [3, 4, 0, 1]])
# expect: matrix([[1, 3],
# expect:         [2, 4]]) matrix([[1],
# expect:         [2],
# expect:         [3],
# expect:         [4]]) matrix([[ 1,  3,  6, 10]]) matrix([[2, 2],
# expect:         [3, 3]])
# expect: array([1, 2, 3, 4]) array([1, 4]) 5 array([[0.33, 0.67],
# expect:        [1.  , 1.33]])
