# svd (gesdd) and matrix_rank
import numpy as np
a = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
u, s, vh = np.linalg.svd(a)
print(repr(s), u.shape, vh.shape)
print(np.round(np.abs(u), 12), np.round(np.abs(vh), 12))
u, s, vh = np.linalg.svd(a, full_matrices=False)
print(u.shape, vh.shape, np.allclose(u @ np.diag(s) @ vh, a))
print(repr(np.linalg.svd(np.arange(12.0).reshape(3, 4), compute_uv=False)))
print(np.linalg.matrix_rank(np.eye(4)), np.linalg.matrix_rank(np.ones((3, 3))), np.linalg.matrix_rank([1, 0]), np.linalg.matrix_rank(np.zeros(3)))
print(np.linalg.matrix_rank(np.arange(12.0).reshape(3, 4)), np.linalg.matrix_rank(np.eye(3), tol=2.0))

# expect: array([9.52551809, 0.51430058]) (3, 3) (2, 2)
# expect: [[0.2298477  0.88346102 0.40824829]
# expect:  [0.52474482 0.24078249 0.81649658]
# expect:  [0.81964194 0.40189603 0.40824829]] [[0.61962948 0.78489445]
# expect:  [0.78489445 0.61962948]]
# expect: (3, 2) (2, 2) True
# expect: array([2.24092982e+01, 1.95534034e+00, 7.68985043e-16])
# expect: 4 1 1 0
# expect: 2 0
