# complex eig, eigvals (zgeev) and svd (zgesdd), with the functions built on svd
import numpy as np
a = np.array([[1 + 2j, 2 - 1j, 0.5j], [3j, 4 + 0.5j, 1], [2, -1 + 1j, 3 - 2j]])
w, v = np.linalg.eig(a)
print(w)
print(v)
print(np.linalg.eigvals(a))
print(np.linalg.eigvals(np.array([[2 + 0j, 0], [0, 3]])))   # stays complex
w32, v32 = np.linalg.eig(a.astype(np.complex64))
print(repr(w32))
u, s, vh = np.linalg.svd(a)
print(u)
print(s)
print(vh)
r = np.array([[1 + 1j, 2, 3j], [4, 5 - 1j, 6]])
u, s, vh = np.linalg.svd(r, full_matrices=False)
print(u.shape, s.shape, vh.shape)
print(vh)
print(np.linalg.svd(r)[2].shape)
print(np.linalg.svd(r.T, compute_uv=False))
print(repr(np.linalg.svd(r.astype(np.complex64), compute_uv=False)))
print(np.linalg.matrix_rank(a), np.linalg.matrix_rank(np.outer(r[0], r[0])))
print(np.linalg.cond(a))
print(np.linalg.norm(a, 2), np.linalg.norm(a, 'nuc'), np.linalg.norm(a, -2))
print(np.linalg.pinv(r))
print(np.linalg.cond(a, 1), repr(np.linalg.cond(a.astype(np.complex64), 'fro')))
print(np.linalg.tensorsolve(np.eye(4, dtype=complex) * 2j, np.ones(4)))
try:
    np.linalg.eigvals(np.array([[1j, np.inf], [0, 1]]))
except np.linalg.LinAlgError as e:
    print("caught", e)

# expect: [0.83967803+0.31131162j 2.29606603-1.87710803j 4.86425594+2.0657964j ]
# expect: [[ 0.66517278+0.j         -0.18156363+0.1517196j   0.43949646-0.22014865j]
# expect:  [ 0.05299226-0.47105007j  0.05496207+0.2429907j   0.86563598+0.j        ]
# expect:  [-0.25635428-0.51684748j  0.9391222 +0.j          0.0876851 +0.03692032j]]
# expect: [0.83967803+0.31131162j 2.29606603-1.87710803j 4.86425594+2.0657964j ]
# expect: [2.+0.j 3.+0.j]
# expect: array([0.83967805+0.31131163j, 2.296066  -1.877108j  ,
# expect:        4.864256  +2.0657964j ], dtype=complex64)
# expect: [[-0.200243  -0.47239916j  0.08573237+0.08461241j  0.7310495 +0.43335795j]
# expect:  [ 0.05208809-0.81054995j -0.2751916 +0.13127171j -0.23150499-0.44015721j]
# expect:  [-0.253024  +0.11408871j -0.86954029-0.36936123j  0.05007822+0.16711304j]]
# expect: [6.09374846 4.25119805 0.54179782]
# expect: [[-6.69988138e-01+0.j          3.97297731e-02+0.70143195j
# expect:   -1.92223379e-01+0.14346019j]
# expect:  [-2.56470824e-01+0.j         -1.05405379e-01-0.50727849j
# expect:   -4.94633223e-01+0.64893677j]
# expect:  [ 6.96662480e-01+0.j         -5.95593515e-04+0.4878244j
# expect:   -3.66958723e-01+0.37686826j]]
# expect: (2, 2) (2,) (2, 3)
# expect: [[-0.23798573-0.38112864j -0.41155716-0.37932871j -0.30060011-0.62807146j]
# expect:  [ 0.10503688-0.13500659j  0.31809332-0.6361152j  -0.50409129+0.45913672j]]
# expect: (3, 3)
# expect: [9.40760204 2.12061876]
# expect: array([9.407602 , 2.1206188], dtype=float32)
# expect: 3 1
# expect: 11.247273888380176
# expect: 6.093748456137782 10.88674432657004 0.5417978184414427
# expect: [[ 0.05527638+0.04522613j  0.05527638-0.02512563j]
# expect:  [ 0.15577889+0.26633166j  0.11809045-0.08291457j]
# expect:  [-0.21105528-0.22613065j  0.04522613+0.10552764j]]
# expect: (20.48785891603804+0j) (13.915234+0j)
# expect: [0.-0.5j 0.-0.5j 0.-0.5j 0.-0.5j]
# expect: caught Array must not contain infs or NaNs
