# A device function that recurses without end: Numba's simulator stops the launch with the
# thread's RecursionError.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def down(n):
    return down(n + 1) + 1


@cuda.jit
def k(out):
    out[0] = down(0)


out = np.zeros(1, np.int64)
print("before")
k[1, 1](out)
print("never")
# expect: before
# expect runtime error: RecursionError: tid=[0, 0, 0] ctaid=[0, 0, 0]: maximum recursion depth exceeded
