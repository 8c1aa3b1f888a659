# Block 0 waits on a plain flag block 1 sets: blocks run one after another, so a livelock report
# (the same with threads, which meet a cross-block hazard and fall back to the in-order run).
import numpy as np
from numba import cuda

@cuda.jit
def k(flag, out):
    if cuda.blockIdx.x == 0:
        while flag[0] == 0:
            pass
        out[0] = 1
    else:
        flag[0] = 1

out = np.zeros(1, np.int32)
k[2, 1](np.zeros(1, np.int32), out)
print(out)
