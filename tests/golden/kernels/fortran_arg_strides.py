# A Fortran-ordered host array (or its C array's .T) goes to a kernel as a Fortran-ordered copy, as
# Numba's does: a.strides shows it, and the kernel's writes come back in place.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        a[i, j] += 100
        if i == 0 and j == 0:
            out[0] = a.strides[0]
            out[1] = a.strides[1]

f = np.asfortranarray(np.arange(12, dtype=np.int32).reshape(3, 4))
out = np.zeros(2, dtype=np.int64)
k[(1, 1), (4, 4)](f, out)
print(out, f.strides)
print(f)
d = cuda.to_device(np.asfortranarray(np.ones((2, 3))))
k[(1, 1), (4, 4)](d, out)
print(out, d.copy_to_host())
c = np.zeros((3, 2))
k[(1, 1), (4, 4)](c.T, out)
print(out, c)
# expect: [ 4 12] (4, 12)
# expect: [[100 101 102 103]
# expect:  [104 105 106 107]
# expect:  [108 109 110 111]]
# expect: [ 8 16] [[101. 101. 101.]
# expect:  [101. 101. 101.]]
# expect: [ 8 16] [[100. 100.]
# expect:  [100. 100.]
# expect:  [100. 100.]]
