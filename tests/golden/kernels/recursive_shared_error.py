# no-cross-check: Numba's simulator runs each CUDA thread as a Python thread, so shared arrays and syncthreads work beside recursion there ([24 6 2 1]); Weft runs such a kernel's threads one after another and refuses them, naming the kernel's line
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


@cuda.jit
def k(out):
    sh = cuda.shared.array(4, dtype=np.int64)
    i = cuda.threadIdx.x
    sh[i] = fact(i + 1)
    cuda.syncthreads()
    out[i] = sh[3 - i]


out = np.zeros(4, dtype=np.int64)
k[1, 4](out)
print(out)
# expect runtime error: RuntimeError: tid=[0, 0, 0] ctaid=[0, 0, 0]: cuda.shared.array() (recursive_shared_error.py:15) is not supported in a kernel that calls a recursive device function: Weft runs such a kernel's threads one after another in the interpreter, so no thread can wait for, share memory with or vote with another
