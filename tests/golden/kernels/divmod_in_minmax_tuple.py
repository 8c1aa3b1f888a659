# divmod(a, b) (Python's signs, ints and floats), x in / not in a tuple, and min()/max() of
# one tuple, in a kernel.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, out):
    i = cuda.grid(1)
    if i < a.size:
        q, r = divmod(a[i], b[i])
        out[i, 0] = q
        out[i, 1] = r
        fq, fr = divmod(a[i] * 1.5, 2.0)
        out[i, 2] = fq
        out[i, 3] = fr
        out[i, 4] = a[i] in (7, -7, 3)
        out[i, 5] = b[i] not in (2, 5)
        t = (a[i], b[i], 4)
        out[i, 6] = max(t)
        out[i, 7] = min(t)

a = np.array([7, -7, 7, -7, 3])
b = np.array([2, 2, -2, -5, 5])
out = np.zeros((5, 8))
k[1, 8](a, b, out)
print(out)
# expect: [[ 3.   1.   5.   0.5  1.   0.   7.   2. ]
# expect:  [-4.   1.  -6.   1.5  1.   0.   4.  -7. ]
# expect:  [-4.  -1.   5.   0.5  1.   1.   7.  -2. ]
# expect:  [ 1.  -2.  -6.   1.5  1.   1.   4.  -7. ]
# expect:  [ 0.   3.   2.   0.5  1.   0.   5.   3. ]]
