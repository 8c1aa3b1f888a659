# A recursive device function in a kernel: Numba's simulator runs it as Python calls, and so does
# Weft's simulator (the kernel's threads in the interpreter); --mode=gpu refuses it with the
# call's line ("recursive calls are not supported in compiled code ('fact' calls itself)").
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

@cuda.jit
def k(out):
    out[0] = fact(5)

out = np.zeros(1, dtype=np.int64)
k[1, 1](out)
print(out)
# expect: [120]
