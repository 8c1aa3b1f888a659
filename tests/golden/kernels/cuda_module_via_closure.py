# A kernel that reaches numba.cuda through a closure variable or as numba.cuda.X (GPU-Puzzles
# passes the module to a factory) runs as on a GPU.
# no-cross-check: Numba's CUDA simulator swaps only module globals named cuda for its fake module, so there cuda.threadIdx raises AttributeError
import numpy as np
import numba
from numba import cuda

def add_ten(cu):
    def call(out, a):
        i = cu.threadIdx.x
        out[i] = a[i] + 10
    return call

@numba.cuda.jit
def double(out):
    i = numba.cuda.grid(1)
    if i < out.size:
        out[i] = 2 * i

a = np.arange(4)
out = np.zeros(4)
numba.cuda.jit(add_ten(numba.cuda))[1, 4](out, a)
print(out)
d = np.zeros(5)
double[1, 8](d)
print(d)

# expect: [10. 11. 12. 13.]
# expect: [0. 2. 4. 6. 8.]
