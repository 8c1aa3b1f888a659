# `x = a if c else b` of two arrays, and a loop over range(len(x)) of such a variable: each
# thread reads its own choice.
import numpy as np
from numba import cuda

@cuda.jit
def weighted(a, b, out):
    i = cuda.grid(1)
    x = a if i % 2 == 0 else b
    if i < out.size:
        for j in range(1, len(x)):
            out[i] += x[j] * j

a = np.arange(4.0)
b = np.arange(6.0) * 10
out = np.zeros(4)
weighted[1, 4](a, b, out)
print(out)
# expect: [ 14. 550.  14. 550.]
