# A view bound to a variable is the view at its binding: `row = a[j]` then `j += 1` still reads
# row j, and views bound in both branches of an `if` are the branch's that ran.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    j = 0
    row = a[j]
    j += 1
    if i < 2:
        pick = a[0, 1:]
    else:
        pick = a[1, :3]
    if i < 3:
        out[i] = row[i] + 100 * pick[i]

a = np.arange(8.0).reshape(2, 4)
out = np.zeros(4)
k[1, 4](a, out)
print(out)
# expect: [100. 201. 602.   0.]
