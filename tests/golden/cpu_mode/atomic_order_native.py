# --mode=cpu: an atomic whose result depends on the order (a float sum, the old values kept)
# runs as native code in the simulator's order: blocks one after another, threads in order.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def tickets(x, total, got):
    i = cuda.grid(1)
    got[i] = cuda.atomic.add(total, 0, x[i])

x = np.float32(0.1) * np.arange(64, dtype=np.float32)
total = np.zeros(1, np.float32)
got = np.zeros(64, np.float32)
tickets[2, 32](x, total, got)
print(total[0], got[1], got[33], got[63])
# expect: 201.6 0.0 52.8 195.3
# expect stderr: weft: @jit function 'tickets' (tickets__a1Cf4_a1Cf4_a1Cf4): native code
