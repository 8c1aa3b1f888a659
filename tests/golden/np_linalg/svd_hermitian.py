# svd, pinv and matrix_rank with hermitian=True: NumPy's composition of eigh (signs moved into vh,
# |eigenvalues| in argsort's reversed order, ties included)
import numpy as np
a = np.array([[2.0, 1.0, 0.5], [1.0, -3.0, 0.25], [0.5, 0.25, 1.0]])
h = np.array([[2, 1 - 1j], [1 + 1j, -3]])
for x in (a, h):
    u, s, vh = np.linalg.svd(x, hermitian=True)
    print(u); print(s); print(vh)
    print(np.linalg.svd(x, hermitian=True, compute_uv=False))
    print(np.linalg.pinv(x, hermitian=True))
    print(np.linalg.matrix_rank(x, hermitian=True))
print(np.linalg.svd(np.stack([a, -a]), hermitian=True)[1])
print(np.linalg.svd(np.diag([1.0, -1.0, 1.0]), hermitian=True))
print(np.linalg.matrix_rank(np.array([[1, 1j], [-1j, 1]], np.complex64)), np.linalg.matrix_rank(np.ones((3, 3)), hermitian=True))

# expect: [[-0.1854125   0.91433559 -0.36001754]
# expect:  [ 0.98198655  0.18597169 -0.03342073]
# expect:  [-0.03639531  0.359729    0.93234673]]
# expect: [3.19807942 2.4001115  0.79796792]
# expect: [[ 0.1854125  -0.98198655  0.03639531]
# expect:  [ 0.91433559  0.18597169  0.359729  ]
# expect:  [-0.36001754 -0.03342073  0.93234673]]
# expect: [3.19807942 2.4001115  0.79796792]
# expect: [[ 5.00000000e-01  1.42857143e-01 -2.85714286e-01]
# expect:  [ 1.42857143e-01 -2.85714286e-01 -1.38777878e-17]
# expect:  [-2.85714286e-01 -1.38777878e-17  1.14285714e+00]]
# expect: 3
# expect: [[ 0.25456995+0.j         -0.96705436+0.j        ]
# expect:  [-0.6838107 -0.6838107j  -0.18000814-0.18000814j]]
# expect: [3.37228132 2.37228132]
# expect: [[-0.25456995-0.j          0.6838107 -0.6838107j ]
# expect:  [-0.96705436-0.j         -0.18000814+0.18000814j]]
# expect: [3.37228132 2.37228132]
# expect: [[ 0.375+0.00000000e+00j  0.125-1.25000000e-01j]
# expect:  [ 0.125+1.25000000e-01j -0.25 -1.73472348e-18j]]
# expect: 2
# expect: [[3.19807942 2.4001115  0.79796792]
# expect:  [3.19807942 2.4001115  0.79796792]]
# expect: (array([[0., 1., 0.],
# expect:        [0., 0., 1.],
# expect:        [1., 0., 0.]]), array([1., 1., 1.]), array([[ 0.,  0.,  1.],
# expect:        [ 1.,  0.,  0.],
# expect:        [-0., -1., -0.]]))
# expect: 1 1
