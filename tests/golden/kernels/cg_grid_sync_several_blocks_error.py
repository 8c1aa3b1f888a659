# no-cross-check: Numba's simulator runs the blocks one after another and gives a wrong result; Weft refuses
# A grid sync in a grid of several blocks is refused at launch (Weft runs no cooperative grid),
# naming the kernel and the line of the sync, before the kernel writes anything.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    i = cuda.grid(1)
    out[i] = i
    cuda.cg.this_grid().sync()
    out[i] += out[(i + 1) % out.size]

out = np.zeros(64, dtype=np.int32)
try:
    k[2, 32](out)
except RuntimeError as e:
    print(e)
print(out.sum())
k[(1, 2), 32](out)
# expect: kernel 'k' calls cuda.cg.this_grid().sync() (line 11) in a grid of 2 blocks: Weft runs grid sync in a one-block grid only
# expect: 0
# expect runtime error: RuntimeError: kernel 'k' calls cuda.cg.this_grid().sync() (line 11) in a grid of 2 blocks: Weft runs grid sync in a one-block grid only
