# target='parallel' runs a gufunc core with a scalar argument over threads, bit-identical to target='cpu'
import numpy as np
from numba import guvectorize

def poly(x, c, out):
    for i in range(x.shape[0]):
        out[i] = x[i] * x[i] * c + np.float32(0.5) * x[i]

sig = ['void(float32[:], float32, float32[:])']
cpu = guvectorize(sig, '(n),()->(n)', target='cpu')(poly)
par = guvectorize(sig, '(n),()->(n)', target='parallel')(poly)
x = np.linspace(-3, 3, 4000 * 8, dtype=np.float32).reshape(4000, 8)
c = np.linspace(0.25, 2, 4000, dtype=np.float32)
r1 = cpu(x, c)
r2 = par(x, c)
print(r2.dtype, r2.shape, np.array_equal(r1, r2))
print(r2[0], r2[3999])
print(par(x, np.float32(1.5))[2000])
# expect: float32 (4000, 8) True
# expect: [0.75       0.7498126  0.7496251  0.7494377  0.7492502  0.7490628
# expect:  0.74887526 0.74868786] [19.483597 19.485939 19.488283 19.490625 19.492971 19.495314 19.497658
# expect:  19.5     ]
# expect: [4.6889651e-05 1.4074804e-04 2.3471194e-04 3.2878129e-04 4.2295613e-04
# expect:  5.1723642e-04 6.1162224e-04 7.0611347e-04]
