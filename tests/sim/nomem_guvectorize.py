# A target='parallel' @guvectorize (with a scalar argument) large enough for worker threads;
# with WEFT_SIM_WORKER_ALLOC_FAIL=1 (run_sim_tests.py) it raises MemoryError on the main thread.
import numpy as np
from numba import guvectorize

@guvectorize(['void(float64[:], float64, float64[:])'], '(n),()->(n)', target='parallel')
def shift(x, c, out):
    for i in range(x.shape[0]):
        out[i] = x[i] + c

print("before")
print(shift(np.arange(100000.0).reshape(1000, 100), 1.5).sum())
