# A copy of a variable is read after the variable changes: the copy keeps the old value (the
# simulator's fast code reads a copy's source in its place only while the source is unchanged).
import numpy as np
from numba import cuda


@cuda.jit
def shifted(a, out):
    i = cuda.grid(1)
    k = i
    j = k
    k = k + 1
    out[i] = a[j] * 100 + a[k % 8] + j


a = np.arange(1, 9, dtype=np.int64)
out = np.zeros(8, dtype=np.int64)
shifted[1, 8](a, out)
print(out.tolist())
# expect: [102, 204, 306, 408, 510, 612, 714, 808]
