import numpy as np
from numba import cuda, int32


@cuda.jit
def k(a):
    s = cuda.shared.array(4, int32)
    t = cuda.threadIdx.x
    if t < 4:
        s[t] = t * 10
    a[t] = s[(t + 1) % 4] + s[t % 2]


a = np.zeros(4, dtype=np.int32)
try:
    k[1, 4](a)
except RuntimeError:
    print("RuntimeError")
print(a)
