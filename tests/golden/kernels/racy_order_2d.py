# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). A racy kernel whose result records the order its threads ran in, in a 2-D block: Numba's
# simulator runs them in np.ndindex order (x the slowest axis), and so does Weft's rerun of a
# launch that raced; a thread's print comes out in the same order.
import numpy as np
from numba import cuda

@cuda.jit
def trace(c):
    x = cuda.threadIdx.x
    y = cuda.threadIdx.y
    c[0] = c[0] * 7 + (x * 3 + y) % 7
    if x == 1:
        print("thread", x, y)

c = np.zeros(1, dtype=np.int64)
trace[1, (3, 3)](c)
print(c[0])
# expect: thread 1 0
# expect: thread 1 1
# expect: thread 1 2
# expect: 1120876
# expect stderr: racy_order_2d.py:11:5: warning: global-memory race (write after read) on c[0] in kernel trace
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 writes 0
# expect stderr:   other threads read 0 at line 11, in this launch
# expect stderr: racy_order_2d.py:11:5: warning: global-memory race (write after write) on c[0] in kernel trace
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes 3
# expect stderr:   thread (0,0,0) block (0,0,0) wrote 0 at line 11, in this launch
# expect stderr:   (8 accesses like this one in the launch)
# expect stderr: weft: kernel trace ran on after 9 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
