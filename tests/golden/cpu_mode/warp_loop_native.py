# no-cross-check: Numba's simulator has no warp votes
# --mode=cpu: lanes that run a loop a different number of times meet at its warp intrinsic in
# each iteration with the lanes still in the loop, as the simulator's lockstep warp runs them;
# the lanes that left wait (native code, the simulator's results).
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    acc = 0
    for i in range(t % 4):
        acc = acc * 7 + cuda.popc(cuda.activemask()) + cuda.ballot_sync(cuda.activemask(), (t + i) % 3 == 0) % 1000
    if t % 2 == 1:
        acc += cuda.activemask() % 1000
    out[t] = acc

out = np.zeros(32, np.int64)
k[1, 32](out)
print(out[:8].tolist())
print(out[24:].tolist())
# expect: [0, 754, 2492, 18046, 0, 754, 2492, 18046]
# expect: [0, 754, 2492, 18046, 0, 754, 2492, 18046]
# expect stderr: weft: @jit function 'k' (k__a1Ci8): native code
