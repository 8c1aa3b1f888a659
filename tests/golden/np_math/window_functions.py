# The window functions hanning, hamming, blackman, bartlett and kaiser (with np.i0).
import numpy as np
for M in [0, 1, 2, 5]:
    print(M, np.hanning(M), np.hamming(M), np.bartlett(M))
print(np.blackman(5))
print(np.hanning(12))
print(np.kaiser(7, 14))
print(np.kaiser(6, 0), np.kaiser(7, -3.5))
print(np.i0(1.0), type(np.i0(1.0)).__name__, np.i0([0., 1., 8., 9., 100.]), np.i0(np.float32(3)).dtype)

# expect: 0 [] [] []
# expect: 1 [1.] [1.] [1.]
# expect: 2 [0. 0.] [0.08 0.08] [0. 0.]
# expect: 5 [0.  0.5 1.  0.5 0. ] [0.08 0.54 1.   0.54 0.08] [0.  0.5 1.  0.5 0. ]
# expect: [-1.38777878e-17  3.40000000e-01  1.00000000e+00  3.40000000e-01
# expect:  -1.38777878e-17]
# expect[avx512_skx]: [5.55111512e-17 7.93732336e-02 2.92292493e-01 5.71157419e-01
# expect[avx512_skx]:  8.27430367e-01 9.79746487e-01 9.79746487e-01 8.27430367e-01
# expect[avx512_skx]:  5.71157419e-01 2.92292493e-01 7.93732336e-02 5.55111512e-17]
# expect[!avx512_skx]: [0.         0.07937323 0.29229249 0.57115742 0.82743037 0.97974649
# expect[!avx512_skx]:  0.97974649 0.82743037 0.57115742 0.29229249 0.07937323 0.        ]
# expect: [7.72686684e-06 3.28855260e-02 4.62716498e-01 1.00000000e+00
# expect:  4.62716498e-01 3.28855260e-02 7.72686684e-06]
# expect: [1. 1. 1. 1. 1. 1.] [0.13553435 0.48486912 0.84597265 1.         0.84597265 0.48486912
# expect:  0.13553435]
# expect: 1.2660658777520082 ndarray [1.00000000e+00 1.26606588e+00 4.27564116e+02 1.09358835e+03
# expect:  1.07375171e+42] float32
