# Host views are copied in and back after the launch; a non-contiguous one is refused as Numba does.
import numpy as np
from numba import cuda

@cuda.jit
def bump(a, flags):
    i = cuda.grid(1)
    if i < a.shape[0]:
        if flags[i]:
            a[i] += 100

base = np.arange(12, dtype=np.int64).reshape(3, 4)
flags = np.array([True, False, True, True])
bump[1, 4](base[1], flags)
print(base)
bump[1, 4](base[:, 1], flags)
# expect: [[  0   1   2   3]
# expect:  [104   5 106 107]
# expect:  [  8   9  10  11]]
# expect runtime error: ValueError: Array contains non-contiguous buffer and cannot be transferred as a single memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()
