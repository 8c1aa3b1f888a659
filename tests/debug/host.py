import numpy as np
from numba import cuda


def total(values):
    acc = 0
    for v in values:
        acc += v
    return acc


@cuda.jit
def double(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= 2


data = {"n": 4, "name": "demo"}
xs = [1, 2, 3]
t = total(xs)
a = np.arange(data["n"], dtype=np.float64)
double[1, 32](a)
breakpoint()
print(t, a)
