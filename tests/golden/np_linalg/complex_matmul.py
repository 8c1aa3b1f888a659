import numpy as np
# @, np.dot, np.matmul, np.inner, np.vdot (conjugating its first operand) of complex arrays
a = np.array([[1+2j, 3], [0, 1j]])
b = np.array([1j, 2])
print(a @ b, np.dot(b, b), np.inner(b, b))
print(np.matmul(a, a))
print(np.vdot([1+2j, 3], [2, 1j]), np.vdot(a, a), np.array([1, 2]) @ a)
print((a.astype(np.complex64) @ np.ones(2, np.float32)).dtype, (np.ones((3, 2, 2)) @ a).shape)
# expect: [4.+1.j 0.+2.j] (3+0j) (3+0j)
# expect: [[-3.+4.j  3.+9.j]
# expect:  [ 0.+0.j -1.+0.j]]
# expect: (2-1j) (15+0j) [1.+2.j 3.+2.j]
# expect: complex64 (3, 2, 2)
