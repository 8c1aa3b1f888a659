# print() in a kernel takes sep= and end= (constant strings) and prints tuples (a.shape, a
# tuple of values) as Python does, as in Numba's simulator. One thread per launch: the
# simulator's threads print concurrently, so two threads' pieces interleave there.
import numpy as np
from numba import cuda

@cuda.jit
def show(a, m, k):
    i = cuda.grid(1) + k
    if i < 2:
        print("row", i, a[i], sep=",")
        print("thread", i, end=": ")
        print(a[i] * 2, end="")
        print("!", flush=True)
        print("shape", m.shape, (i,), (i, a[i] > 0, (1, 2)), sep=" | ")

for k in range(2):
    show[1, 1](np.array([1.5, -2.0]), np.zeros((3, 4)), k)
print("host", end="\n")
# expect: row,0,1.5
# expect: thread 0: 3.0!
# expect: shape | (3, 4) | (0,) | (0, True, (1, 2))
# expect: row,1,-2.0
# expect: thread 1: -4.0!
# expect: shape | (3, 4) | (1,) | (1, False, (1, 2))
# expect: host
