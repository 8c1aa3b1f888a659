# no-cross-check: Numba's simulator runs the blocks one after another (its grid sync is the block's), so block 0 reads the mirror half before block 1 wrote it; Weft waits for every block, as a GPU does
# Phases that read across the grid in both directions: each thread reads its mirror image, in
# another block, after the grid group's sync(); a loop of such steps keeps every block in step.
import numpy as np
from numba import cuda

@cuda.jit
def mirror(a, b, steps):
    i = cuda.grid(1)
    n = a.size
    g = cuda.cg.this_grid()
    a[i] = i
    for s in range(steps):
        g.sync()
        b[i] = a[n - 1 - i] + 1
        g.sync()
        a[i] = b[i]

a = np.zeros(96, dtype=np.int32)
b = np.zeros(96, dtype=np.int32)
mirror[3, 32](a, b, 5)
print(a[:4], a[-4:])
print(a.sum(), (a[::-1] + a == 105).all())
# expect: [100  99  98  97] [8 7 6 5]
# expect: 5040 True
