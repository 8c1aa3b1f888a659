# np.interp with a complex fp: NumPy's interp_complex loop (parts apart, slope times 1/dx),
# complex left/right, NaN x giving nan+0j (it raised or dropped the imaginary part).
import numpy as np
print(np.interp(2.0, [1, 3], [1 + 1j, 3 + 3j]))
print(np.interp([0.5, 1.5], [0, 1, 2], np.array([0, 1j, 2])))
xp = np.linspace(0, 1, 7)
fp = np.exp(2j * np.pi * xp)
x = np.linspace(-0.2, 1.2, 9)
print(np.interp(x, xp, fp))
print(np.interp(x, xp, fp, left=0, right=1j))
print(np.interp(x[:3], xp, fp, left=np.complex128(2 - 1j)))
print(np.interp(np.nan, [0, 1], [1j, 2]))
print(np.interp([0.3, 5.0], [1.0], [2 + 2j]))
print(np.interp(np.array([[0.25, 0.75]]), [0, 1], [0j, 1 + 1j]))
print(np.interp([0.5], [0, 1], [complex(np.inf, 1), complex(np.inf, 2)]))
print(type(np.interp(0.5, [0, 1], [0j, 1j])))
print(np.interp(0.1, [0, 0.3, 1], (1j, 2, 3)))


# expect: (2+2j)
# expect: [0.+0.5j 1.+0.5j]
# expect: [ 1.  +0.00000000e+00j  1.  +0.00000000e+00j  0.55+7.79422863e-01j
# expect:  -0.45+8.66025404e-01j -1.  +3.33066907e-16j -0.45-8.66025404e-01j
# expect:   0.55-7.79422863e-01j  1.  -2.44929360e-16j  1.  -2.44929360e-16j]
# expect: [ 0.  +0.00000000e+00j  0.  +0.00000000e+00j  0.55+7.79422863e-01j
# expect:  -0.45+8.66025404e-01j -1.  +3.33066907e-16j -0.45-8.66025404e-01j
# expect:   0.55-7.79422863e-01j  0.  +1.00000000e+00j  0.  +1.00000000e+00j]
# expect: [2.  -1.j         2.  -1.j         0.55+0.77942286j]
# expect: (nan+0j)
# expect: [2.+2.j 2.+2.j]
# expect: [[0.25+0.25j 0.75+0.75j]]
# expect: [inf+1.5j]
# expect: <class 'numpy.complex128'>
# expect: (0.6666666666666667+0.6666666666666666j)
