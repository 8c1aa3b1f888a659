# dst[...] = src of two views in a kernel copies element by element: a row of a 2-D array,
# part of a row, a column, a stepped or reversed slice, a row into shared memory and back, and
# int elements into a float array.
import numpy as np
from numba import cuda, float64

@cuda.jit
def k(src, isrc, dst, cols):
    i = cuda.grid(1)
    if i < src.shape[0]:
        dst[i] = src[src.shape[0] - 1 - i]
        if i == 0:
            dst[i, 1:3] = isrc[2, ::2]
            cols[:, 0] = src[:, 3]
            cols[:, 1] = src[::-1, 0]
            buf = cuda.shared.array((2, 4), float64)
            buf[1] = src[1]
            cols[1:3, 2] = buf[1, 1:3]

src = np.arange(12, dtype=np.float64).reshape(3, 4)
isrc = np.arange(100, 112, dtype=np.int32).reshape(3, 4)
dst = np.zeros_like(src)
cols = np.zeros((3, 3))
k[1, 4](src, isrc, dst, cols)
print(dst)
print(cols)
# expect: [[  8. 108. 110.  11.]
# expect:  [  4.   5.   6.   7.]
# expect:  [  0.   1.   2.   3.]]
# expect: [[ 3.  8.  0.]
# expect:  [ 7.  4.  5.]
# expect:  [11.  0.  6.]]
