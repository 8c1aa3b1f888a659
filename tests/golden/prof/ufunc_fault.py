# A target='cuda' @guvectorize core that goes out of bounds stops the program with the
# simulator's report. tests/prof/test_prof.py profiles this program: the launch is closed as it
# faults (the summary still has the 'overrun' row) and the same error ends the run.
# no-cross-check: Numba's CUDA simulator cannot build guvectorize(target='cuda'); the fault report is Weft's
import numpy as np
from numba import guvectorize


@guvectorize(['void(float32[:], float32[:])'], '(n)->(n)', target='cuda')
def overrun(a, out):
    for i in range(a.shape[0] + 1):
        out[i] = a[i]


print("before")
overrun(np.ones((2, 3), dtype=np.float32))
print("after")
# expect: before
# expect runtime error: RuntimeError: compiled function 'overrun' stopped on a fault (see the report above)
