# numba.cuda.reduce launches Numba's reduction kernel up to three times: for 1000 elements,
# [7, 128] over the whole blocks (896 elements), [1, 104] over the tail, [1, 8] over the
# partial results. A host array's slices are copied in and back around the first two launches
# (Numba's rule for host arrays passed to a kernel), and the 8-byte result comes back at the end.
# tests/prof/test_prof.py profiles this program: 6 launches of 'sum_reduce'; H2D 7168 + 832 +
# 8000 (to_device) bytes; D2H 7168 + 832 + 8 + 8 bytes.
import numpy as np
from numba import cuda


@cuda.reduce
def sum_reduce(a, b):
    return a + b


a = np.arange(1000, dtype=np.float64)
print(sum_reduce(a))
d = cuda.to_device(a)
print(sum_reduce(d))
# expect: 499500.0
# expect: 499500.0
