# A target='cuda' @vectorize call is a kernel launch named after the function: host inputs are
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); values checked by hand (2 * x + 1)
# copied in before it and the result copied back after it; device arrays are not copied.
# tests/prof/test_prof.py profiles this program: 3 launches of 'scale_add' (grid 1, block 1024);
# H2D: 2 + 1 (to_device) + 1 + 2 copies of 4000 bytes; D2H: the result, out=, copy_to_host.
import numpy as np
from numba import cuda, vectorize


@vectorize(['float32(float32, float32)'], target='cuda')
def scale_add(x, y):
    return 2 * x + y


n = 1000
x = np.arange(n, dtype=np.float32)
y = np.ones(n, dtype=np.float32)
r = scale_add(x, y)
d = cuda.to_device(x)
rd = scale_add(d, y)
out = np.zeros(n, dtype=np.float32)
scale_add(x, y, out=out)
print(r[:3], rd.copy_to_host()[:3], out[:3])
# expect: [1. 3. 5.] [1. 3. 5.] [1. 3. 5.]
