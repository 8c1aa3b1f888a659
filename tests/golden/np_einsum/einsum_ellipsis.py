import numpy as np
a = np.arange(6.).reshape(2, 3)
b = np.arange(12.).reshape(2, 3, 2)
print(np.einsum('...', a).tolist())
print(np.einsum('i...', a).tolist())
print(np.einsum('...i,...i', a, np.ones(3)).tolist())
print(np.einsum('i...->...', a).tolist())
print(np.einsum('...ii->...i', np.arange(18.).reshape(2, 3, 3)).tolist())
print(np.einsum('ij...', a).tolist())
print(np.einsum('...ij->ij...', b).shape)
r = np.einsum('...ij,...jk', np.arange(12.).reshape(2, 2, 3), np.ones((3, 2)))
print(r.shape, r.tolist())
print(np.einsum('...ij,...jk->...ik', np.ones((2, 1, 2, 3)), np.ones((3, 3, 2))).shape)
# expect: [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
# expect: [[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]]
# expect: [3.0, 12.0]
# expect: [3.0, 5.0, 7.0]
# expect: [[0.0, 4.0, 8.0], [9.0, 13.0, 17.0]]
# expect: [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
# expect: (3, 2, 2)
# expect: (2, 2, 2) [[[3.0, 3.0], [12.0, 12.0]], [[21.0, 21.0], [30.0, 30.0]]]
# expect: (2, 3, 2, 2)
