# no-cross-check: Numba's CUDA simulator does not check declared signatures; compiled Numba raises this TypeError
# A kernel with a declared signature rejects arguments that do not convert to it.
import numpy as np
from numba import cuda

@cuda.jit("void(float32[:], float32)")
def k(a, x):
    a[cuda.threadIdx.x] = x

a = np.ones(4, np.float32)
k[1, 4](a, 3)
print(a)
k[1, 4](np.ones((2, 2), np.float32), 3)
# expect: [3. 3. 3. 3.]
# expect runtime error: TypeError: No matching definition for argument type(s) array(float32, 2d, C), int64
