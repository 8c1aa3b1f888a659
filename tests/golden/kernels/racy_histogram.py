# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). A histogram without atomics races (a warning; the counts are the serial ones, as in Numba's
# simulator); the atomic version is not reported.
import numpy as np
from numba import cuda

@cuda.jit
def histogram(x, bins):
    i = cuda.grid(1)
    if i < x.shape[0]:
        bins[x[i]] += 1

@cuda.jit
def histogram_atomic(x, bins):
    i = cuda.grid(1)
    if i < x.shape[0]:
        cuda.atomic.add(bins, x[i], 1)

x = np.arange(200, dtype=np.int64) % 5
bins = np.zeros(5, dtype=np.int64)
histogram[4, 64](x, bins)
print(bins)
bins = np.zeros(5, dtype=np.int64)
histogram_atomic[4, 64](x, bins)
print(bins)
# expect: [40 40 40 40 40]
# expect: [40 40 40 40 40]
# expect stderr: racy_histogram.py:10:9: warning: global-memory race (write after read) on bins[0] in kernel histogram
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 writes 1
# expect stderr:   other threads read 0 at line 10, in this launch
# expect stderr:   (5 accesses like this one in the launch)
# expect stderr: racy_histogram.py:10:9: warning: global-memory race (write after write) on bins[0] in kernel histogram
# expect stderr:   thread (5,0,0) block (0,0,0) warp 0 lane 5 writes 1
# expect stderr:   thread (0,0,0) block (0,0,0) wrote 1 at line 10, in this launch
# expect stderr:   (195 accesses like this one in the launch)
# expect stderr: racy_histogram.py:10:9: warning: global-memory race (read after write) on bins[2] in kernel histogram
# expect stderr:   thread (32,0,0) block (0,0,0) warp 1 lane 0 reads 1
# expect stderr:   thread (27,0,0) block (0,0,0) wrote 1 at line 10, in this launch
# expect stderr:   (168 accesses like this one in the launch)
# expect stderr: weft: kernel histogram ran on after 368 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
