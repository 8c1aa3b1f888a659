# complex lstsq (zgelsd), qr (zgeqrf + zungqr), cholesky (zpotrf)
import numpy as np
A = np.array([[1 + 1j, 2], [3, 4 - 1j], [5j, 6], [1, 1 + 1j]])
y = np.array([1j, 2, 3 - 1j, 0.5])
x, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
print(x)
print(res, rank, sv)
x, res, rank, sv = np.linalg.lstsq(A, np.stack([y, y.conj()], axis=1), rcond=None)
print(x)
print(res)
print(np.linalg.lstsq(A.real, y, rcond=None)[0])
print(np.linalg.lstsq(A.T, y[:2], rcond=None))
print(repr(np.linalg.lstsq(A.astype(np.complex64), y.astype(np.complex64), rcond=None)[0]))
q, r = np.linalg.qr(A)
print(q)
print(r)
q, r = np.linalg.qr(A, mode='complete')
print(q.shape, r.shape)
print(q[:, 3])
print(np.linalg.qr(A.T, mode='r'))
h = A.conj().T @ A
print(np.linalg.cholesky(h))
print(repr(np.linalg.cholesky(h.astype(np.complex64))))
np.linalg.cholesky(np.array([[1j, 0], [0, 1]]))

# expect: [-0.20573566+0.14027431j  0.58229426+0.04052369j]
# expect: [2.39869077] 2 [9.31427103 3.04045313]
# expect: [[-0.20573566+0.14027431j  0.0436409 -0.15648379j]
# expect:  [ 0.58229426+0.04052369j  0.3478803 +0.10785536j]]
# expect: [2.39869077 2.47599751]
# expect: [-0.06716418+0.29104478j  0.48258706-0.14676617j]
# expect: (array([ 0.05112219-0.01122195j,  0.10598504-0.05860349j,
# expect:         0.24314214+0.07481297j, -0.00623441-0.0798005j ]), array([], dtype=float64), 2, array([9.31427103, 3.04045313]))
# expect: array([-0.20573565+0.14027432j,  0.5822943 +0.04052369j], dtype=complex64)
# expect: [[-1.64398987e-01-1.64398987e-01j -1.45128251e-01-1.10297471e-01j]
# expect:  [-4.93196962e-01+1.38777878e-17j -5.97928396e-01-3.77333454e-01j]
# expect:  [-2.77555756e-17-8.21994937e-01j -3.01866763e-01+4.35384754e-01j]
# expect:  [-1.64398987e-01+3.46944695e-18j -1.27712861e-01-4.12164234e-01j]]
# expect: [[-6.08276253+0.j         -2.46598481+5.58956557j]
# expect:  [ 0.        +0.j         -4.6557143 +0.j        ]]
# expect: (4, 4) (4, 2)
# expect: [-0.1120773 -0.11934874j -0.31829154+0.27452449j  0.15566974+0.0621041j
# expect:   0.87578018-0.03795335j]
# expect: [[-2.44948974+0.j         -4.4907312 +2.04124145j -6.94022094-2.04124145j
# expect:   -1.22474487-0.40824829j]
# expect:  [ 0.        +0.j         -1.29099445+0.j          2.32379001+1.80739223j
# expect:   -1.03279556-0.51639778j]]
# expect: [[6.08276253+0.j         0.        +0.j        ]
# expect:  [2.46598481+5.58956557j 4.6557143 +0.j        ]]
# expect: array([[6.0827627+0.j       , 0.       +0.j       ],
# expect:        [2.4659848+5.5895658j, 4.6557145+0.j       ]], dtype=complex64)
# expect runtime error: numpy.linalg.LinAlgError: Matrix is not positive definite
