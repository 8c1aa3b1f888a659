# A target='cuda' @guvectorize call is one kernel launch with a thread per core: 50 rows of 20
# no-cross-check: Numba's CUDA simulator cannot build guvectorize(target='cuda'); values checked by hand
# float32 here, one block of 1024 threads. tests/prof/test_prof.py profiles this program: the
# launch of 'double_row', the input copied in (4000 bytes) and the new output back (4000 bytes).
import numpy as np
from numba import guvectorize


@guvectorize(['void(float32[:], float32[:])'], '(n)->(n)', target='cuda')
def double_row(a, out):
    for i in range(a.shape[0]):
        out[i] = 2 * a[i]


a = np.arange(1000, dtype=np.float32).reshape(50, 20)
r = double_row(a)
print(r.shape, r[1, :3], r.sum())
# expect: (50, 20) [40. 42. 44.] 999000.0
