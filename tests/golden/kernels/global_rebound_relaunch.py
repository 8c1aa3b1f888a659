# A kernel reads the module globals it uses when each launch runs, as Numba's simulator does: a
# number, a tuple or a device function's global rebound between launches gives the new value
# (compiled Numba would keep the values of its first compile).
import numpy as np
from numba import cuda

SCALE = 2.0
OFFSETS = (1, 2)
BIAS = 0


@cuda.jit(device=True)
def biased(x):
    return x + BIAS


@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = biased(SCALE * i + OFFSETS[i % 2])


a = np.zeros(4)
k[1, 4](a)
print(a)
SCALE = 10.0
k[1, 4](a)
print(a)
OFFSETS = (100, 200)
BIAS = 1000
k[1, 4](a)
print(a)
SCALE = 3
k[1, 4](a)
print(a)
# expect: [1. 4. 5. 8.]
# expect: [ 1. 12. 21. 32.]
# expect: [1100. 1210. 1120. 1230.]
# expect: [1100. 1203. 1106. 1209.]
