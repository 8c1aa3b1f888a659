# A Mandelbrot kernel over a 2-D grid: complex(re[j], im[i]), abs(z) and z * z + c per thread.
import numpy as np
from numba import cuda
@cuda.jit
def mandel(re, im, iters):
    i, j = cuda.grid(2)
    if i < iters.shape[0] and j < iters.shape[1]:
        c = complex(re[j], im[i])
        z = 0.0j
        n = 0
        while n < 50 and abs(z) <= 2.0:
            z = z * z + c
            n += 1
        iters[i, j] = n
re = np.linspace(-2, 1, 12)
im = np.linspace(-1, 1, 6)
iters = np.zeros((6, 12), dtype=np.int32)
mandel[(1, 2), (8, 8)](re, im, iters)
print(iters)
# expect: [[ 1  2  3  3  3  4  5  9  4  3  2  2]
# expect:  [ 1  3  3  3  5  8 50 50 27  5  3  2]
# expect:  [ 1  4  5 21 50 50 50 50 50  7  3  2]
# expect:  [ 1  4  5 21 50 50 50 50 50  7  3  2]
# expect:  [ 1  3  3  3  5  8 50 50 27  5  3  2]
# expect:  [ 1  2  3  3  3  4  5  9  4  3  2  2]]
