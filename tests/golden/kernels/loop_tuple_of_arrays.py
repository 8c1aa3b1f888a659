# for a in arrs over a tuple of arrays runs the body once per array (continue ends that turn),
# as Numba's loops over a UniTuple of arrays do.
import numpy as np
from numba import cuda

@cuda.jit
def fill(arrs, out):
    i = cuda.grid(1)
    n = 0
    for a in arrs:
        n += 1
        if i >= a.size:
            continue
        a[i] = i * 10 + n
    for v in (1, 2, 3):
        n += v
    if i == 0:
        out[0] = n

x = np.zeros(3)
y = np.zeros(5)
z = np.zeros(2)
out = np.zeros(1, dtype=np.int64)
fill[1, 8]((x, y, z), out)
print(x, y, z, out)

# expect: [ 1. 11. 21.] [ 2. 12. 22. 32. 42.] [ 3. 13.] [9]
