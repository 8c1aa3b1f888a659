# A variable bound to one array in each branch (double buffering, as Numba's laplace example
# does): every read and write goes to the array of the branch that ran.
import numpy as np
from numba import cuda

@cuda.jit
def diffuse(buf_0, buf_1, steps):
    i = cuda.grid(1)
    if i >= len(buf_0):
        return
    for step in range(steps):
        if step % 2 == 0:
            data = buf_0
            next_data = buf_1
        else:
            data = buf_1
            next_data = buf_0
        if i == 0 or i == len(data) - 1:
            next_data[i] = data[i]
        else:
            next_data[i] = 0.5 * data[i] + 0.25 * (data[i - 1] + data[i + 1])
        cuda.syncthreads()

a = np.zeros(7)
a[3] = 64.0
b = np.zeros_like(a)
diffuse[1, 8](a, b, 3)
print(a)
print(b)
# expect: [ 0.  4. 16. 24. 16.  4.  0.]
# expect: [ 0.  6. 15. 20. 15.  6.  0.]
