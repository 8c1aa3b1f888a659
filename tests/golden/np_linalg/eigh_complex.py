# np.linalg.eigh / eigvalsh of complex Hermitian matrices (LAPACK's zheevd, as NumPy): Pauli matrices, stacks, complex64.
import numpy as np
np.set_printoptions(precision=6, suppress=True)
H = np.array([[2, 1 - 1j], [1 + 1j, 3]])
w, v = np.linalg.eigh(H)
print(w, v)
print(np.allclose(H @ v, v * w), np.linalg.eigvalsh(H), np.linalg.eigvalsh(H, UPLO='U'))
sx = np.array([[0, 1], [1, 0]], dtype=complex); sy = np.array([[0, -1j], [1j, 0]]); sz = np.diag([1.0 + 0j, -1])
for s in (sx, sy, sz):
    print(np.linalg.eigh(s))
Hs = np.stack([sx, sy, sz + 0.5 * sx])
print(np.linalg.eigvalsh(Hs))
h64 = H.astype(np.complex64)
w32, v32 = np.linalg.eigh(h64)
print(w32.dtype, v32.dtype, w32)
N = 4
k = np.arange(N)
Hr = -np.eye(N, k=1) - np.eye(N, k=-1) + 0j
Hr[0, -1] = Hr[-1, 0] = -np.exp(0.3j)
print(np.linalg.eigvalsh(Hr))

# expect: [1. 4.] [[-0.816497+0.j       -0.57735 +0.j      ]
# expect:  [ 0.408248+0.408248j -0.57735 -0.57735j ]]
# expect: True [1. 4.] [1. 4.]
# expect: (array([-1.,  1.]), array([[-0.707107+0.j,  0.707107+0.j],
# expect:        [ 0.707107+0.j,  0.707107+0.j]]))
# expect: (array([-1.,  1.]), array([[-0.707107+0.j      , -0.707107+0.j      ],
# expect:        [ 0.      +0.707107j,  0.      -0.707107j]]))
# expect: (array([-1.,  1.]), array([[0.+0.j, 1.+0.j],
# expect:        [1.+0.j, 0.+0.j]]))
# expect: [[-1.        1.      ]
# expect:  [-1.        1.      ]
# expect:  [-1.118034  1.118034]]
# expect: float32 complex64 [1. 4.]
# expect: [-1.994378 -0.149859  0.149859  1.994378]
