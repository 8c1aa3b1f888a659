# no-cross-check: bool + bool in a kernel is an int64 as compiled Numba types it (True + True is 2); Numba's simulator adds NumPy bools (np.bool_ + np.bool_ is True)
# Counting predicates by adding them: compiled Numba's typing makes each bool an int64 operand
# (the same numbers as @njit gives).
import numpy as np
from numba import cuda


@cuda.jit
def count(a, m, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i, 0] = (a[i] > 0) + (a[i] > 5) + (a[i] > 10)
        out[i, 1] = m[i] + m[i]
        out[i, 2] = m[i] * 3 - (a[i] > 0)


a = np.array([-7, 3, 7, 11], np.int64)
m = np.array([True, False, True, True])
out = np.zeros((4, 3), np.int64)
count[1, 4](a, m, out)
print(out)
# expect: [[ 0  2  3]
# expect:  [ 1  0 -1]
# expect:  [ 2  2  2]
# expect:  [ 3  2  2]]
