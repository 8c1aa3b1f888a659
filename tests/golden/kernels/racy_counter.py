# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). A counter every thread increments without an atomic (the course example): the race is a
# warning on stderr, reported once per kernel (the second launch adds nothing), and the kernel
# goes on. Numba's simulator runs a block's threads one after another, so it counts them all;
# Weft reruns a launch that raced thread by thread in that order and prints the same counts.
import numpy as np
from numba import cuda

@cuda.jit
def count(c):
    c[0] += 1

c = np.zeros(1, dtype=np.int32)
count[1, 64](c)
print(c[0])
c = np.zeros(1, dtype=np.int32)
count[4, 64](c)
print(c[0])
# expect: 64
# expect: 256
# expect stderr: racy_counter.py:10:5: warning: global-memory race (write after read) on c[0] in kernel count
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 writes 1
# expect stderr:   other threads read 0 at line 10, in this launch
# expect stderr: racy_counter.py:10:5: warning: global-memory race (write after write) on c[0] in kernel count
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes 1
# expect stderr:   thread (0,0,0) block (0,0,0) wrote 1 at line 10, in this launch
# expect stderr:   (63 accesses like this one in the launch)
# expect stderr: racy_counter.py:10:5: warning: global-memory race (read after write) on c[0] in kernel count
# expect stderr:   thread (32,0,0) block (0,0,0) warp 1 lane 0 reads 1
# expect stderr:   thread (31,0,0) block (0,0,0) wrote 1 at line 10, in this launch
# expect stderr:   (32 accesses like this one in the launch)
# expect stderr: weft: kernel count ran on after 96 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
