# A kernel run thread by thread in the interpreter (it calls a recursive device function) reads
# cuda.threadIdx, cuda.grid and cuda.warpsize, which the host's numba.cuda does not have.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

@cuda.jit
def facts(a):
    a[cuda.grid(1)] = fact(cuda.threadIdx.x + 1) + cuda.warpsize

a = np.zeros(4)
facts[1, 4](a)
print(a, hasattr(cuda, "threadIdx"))
# expect: [33. 34. 38. 56.] False
