# np.linalg.qr's mode='raw' (geqrf's Householder vectors, transposed, and tau), the deprecated
# 'economic' and 'full' modes, and mode='r'/'complete' beside them.
import numpy as np

A = np.array([[1., 2.], [3., 4.], [5., 6.]])
h, tau = np.linalg.qr(A, mode='raw')
print(h)
print(tau)
print(h.shape, h.dtype, h.flags.c_contiguous, h.flags.f_contiguous)
print(np.linalg.qr(A, mode='r'))
q, r = np.linalg.qr(A, mode='complete')
print(q)
print(r)
print(np.allclose(q @ r, A))
W = np.array([[1., 2., 3.], [4., 5., 6.]], dtype=np.float32)
h, tau = np.linalg.qr(W, mode='raw')
print(h, h.dtype)
print(tau, tau.dtype)
B = np.arange(12.).reshape(2, 3, 2)
h, tau = np.linalg.qr(B, mode='raw')
print(h.shape, tau.shape)
print(h)
print(tau)
C = np.array([[1 + 1j, 2], [3, 4j]])
h, tau = np.linalg.qr(C, mode='raw')
print(h)
print(tau)
h, tau = np.linalg.qr(np.array([[2, 1], [1, 3]]), mode='raw')
print(h, tau, h.dtype)
print(np.linalg.qr(np.zeros((0, 3)), mode='raw'))
print(np.linalg.qr(np.array([[1., 2.], [3., 4.]]), mode='economic'))
print(np.linalg.qr(np.array([[1., 2.], [3., 4.]]), mode='full')[1])
try:
    np.linalg.qr(A, mode='bogus')
except ValueError as e:
    print(e)
# expect stderr: qr_raw_modes.py:31: DeprecationWarning: The 'economic' option is deprecated.
# expect stderr: qr_raw_modes.py:32: DeprecationWarning: The 'full' option is deprecated in favor of 'reduced'.

# expect: [[-5.91607978  0.43377175  0.72295291]
# expect:  [-7.43735744  0.82807867  0.89262383]]
# expect: [1.16903085 1.113104  ]
# expect: (2, 3) float64 False True
# expect: [[-5.91607978 -7.43735744]
# expect:  [ 0.          0.82807867]]
# expect: [[-0.16903085  0.89708523  0.40824829]
# expect:  [-0.50709255  0.27602622 -0.81649658]
# expect:  [-0.84515425 -0.34503278  0.40824829]]
# expect: [[-5.91607978 -7.43735744]
# expect:  [ 0.          0.82807867]
# expect:  [ 0.          0.        ]]
# expect: True
# expect: [[-4.1231055  0.7807764]
# expect:  [-5.335784  -0.7276069]
# expect:  [-6.548462  -1.4552138]] float32
# expect: [1.2425356 0.       ] float32
# expect: (2, 2, 3) (2, 2)
# expect: [[[ -4.47213595   0.4472136    0.89442719]
# expect:   [ -5.81377674   1.09544512   0.95779009]]
# expect: 
# expect:  [[-14.14213562   0.39717735   0.49647168]
# expect:   [-15.8391919    0.34641016   0.81177199]]]
# expect: [[1.         1.04309992]
# expect:  [1.42426407 1.20556457]]
# expect: [[-3.31662479+0.j          0.65958894-0.15280201j]
# expect:  [-0.60302269-3.01511345j  3.24737656+0.j        ]]
# expect: [1.30151134+0.30151134j 1.6705845 -0.74183316j]
# expect: [[-2.23606798  0.23606798]
# expect:  [-2.23606798  2.23606798]] [1.89442719 0.        ] float64
# expect: (array([], shape=(3, 0), dtype=float64), array([], dtype=float64))
# expect: [[-3.16227766 -4.42718872]
# expect:  [ 0.72075922 -0.63245553]]
# expect: [[-3.16227766 -4.42718872]
# expect:  [ 0.         -0.63245553]]
# expect: Unrecognized mode 'bogus'
