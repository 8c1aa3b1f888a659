# A target='parallel' @vectorize large enough for worker threads; run_sim_tests.py makes every
# worker allocation fail (WEFT_SIM_WORKER_ALLOC_FAIL=1): MemoryError on the main thread.
import numpy as np
from numba import vectorize

@vectorize(['float64(float64)'], target='parallel')
def twice(x):
    return x * 2.0

print("before")
print(twice(np.arange(100000.0)).sum())
