# det from LAPACK's LU factors as NumPy computes it (sign * exp(log|det|)): the same bits
import numpy as np
print(repr(np.linalg.det(np.array([[1, 2], [3, 4]]))), repr(np.linalg.det(np.eye(3))), repr(np.linalg.det([[2.0]])))
a = np.array([[4.0, 3.0, 2.0], [1.0, 5.0, 7.0], [2.0, 8.0, 1.0]])
print(repr(np.linalg.det(a)), repr(np.linalg.det(a.T)), repr(np.linalg.det([[1, 2], [2, 4]])))
print(repr(np.linalg.det(np.arange(8.0).reshape(2, 2, 2))), repr(np.linalg.det(np.array([[1, 2], [3, 4]], dtype=np.float32))))
print(np.linalg.slogdet(a), np.linalg.slogdet([[0.0, 1.0], [1.0, 0.0]]))
m = np.array([[float(i * 5 + j + 1) ** 1.5 for j in range(5)] for i in range(5)])
print(repr(np.linalg.det(m)))


# expect: -2.0000000000000004 1.0 2.0
# expect: -168.99999999999986 -168.99999999999986 0.0
# expect: array([-2., -2.]) -2.0
# expect: (-1.0, 5.129898714923073) (-1.0, 0.0)
# expect: -0.00015100310086657622
