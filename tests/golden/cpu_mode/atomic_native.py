# --mode=cpu: atomics whose updates commute (an integer histogram) run as native code, the
# blocks on several threads.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1 NUMBA_NUM_THREADS=2
import numpy as np
from numba import cuda

@cuda.jit
def count(a, hist):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.add(hist, a[i] % 4, 1)

hist = np.zeros(4, dtype=np.int64)
count[4, 32](np.arange(100), hist)
print(hist)
# expect: [25 25 25 25]
# expect stderr: weft: @jit function 'count' (count__a1Ci8_a1Ci8): native code
