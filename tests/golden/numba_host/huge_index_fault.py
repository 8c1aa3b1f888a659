# no-cross-check: Weft stops the launch with a report and Numba's IndexError (Numba's simulator: another message); the offset of an index near 2**63 must not overflow
import numpy as np
from numba import cuda

@cuda.jit
def poke(out):
    out[9223372036854775807] = 1

out = np.zeros(4, dtype=np.int64)
print("before")
poke[1, 1](out)
print("not reached")
# expect: before
# expect stderr: huge_index_fault.py:7:5: error: index 9223372036854775807 is out of bounds for axis 0 with size 4 in out[9223372036854775807] in kernel poke
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: IndexError: tid=[0, 0, 0] ctaid=[0, 0, 0]: index 9223372036854775807 is out of bounds for axis 0 with size 4
