# no-cross-check: Weft stops the launch with a report and Numba's IndexError (Numba's simulator: another message); the offset of index -2**63 must not overflow
import numpy as np
from numba import cuda

@cuda.jit
def poke(lo):
    i = cuda.grid(1)
    lo[i, -9223372036854775807 - 1] = 1

lo = np.zeros((2, 3), dtype=np.float64)
print("before")
poke[1, 1](lo)
print("not reached")
# expect: before
# expect stderr: min_index_fault.py:8:5: error: index -9223372036854775808 is out of bounds for axis 1 with size 3 in lo[0, -9223372036854775808] in kernel poke
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: IndexError: tid=[0, 0, 0] ctaid=[0, 0, 0]: index -9223372036854775808 is out of bounds for axis 1 with size 3
