# Importing from numba.cuda before numba itself still gives the full numba.cuda module.
from numba.cuda import jit, to_device
import numpy as np

@jit
def inc(a):
    a[0] += a.size

d = to_device(np.zeros(3))
inc[1, 1](d)
print(d.copy_to_host())
import numba
print(numba.cuda.jit is jit, numba.cuda.to_device is to_device)

# expect: [3. 0. 0.]
# expect: True True
