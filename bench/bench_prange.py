# prange benchmark: one @njit(parallel=True) loop with a sum reduction, timed with
# time.perf_counter (best of several repeats, after a first call that compiles). The thread count
# comes from NUMBA_NUM_THREADS (Weft and Numba alike): bench/jit_run.py runs it with 1 and 2.
import math
import time

import numpy as np
from numba import njit, prange


@njit(parallel=True)
def wave_energy(a):
    t = 0.0
    for i in prange(a.shape[0]):
        x = a[i]
        t += math.sqrt(x) * math.sin(x) + math.cos(x * 0.5)
    return t


a = np.arange(4000000, dtype=np.float64) / 1000.0
wave_energy(a[:10])
best = 1e9
for _ in range(5):
    t0 = time.perf_counter()
    r = wave_energy(a)
    best = min(best, time.perf_counter() - t0)
print("BENCH", best, "prange sum reduction, 4,000,000 float64 (sqrt, sin, cos)")
