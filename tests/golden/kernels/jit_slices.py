# @jit code slices like NumPy: views with negative and clipped bounds, negative indices
# counting from the view's end.
import numpy as np
from numba import njit

@njit
def window_sums(a):
    head = a[:3]
    tail = a[-3:]
    mid = a[2:100]
    return head[-1] + tail[0] * 10, len(mid), mid[-1]

@njit
def row_tail(m, i):
    r = m[i, 1:]
    return r[0] * 100 + r[-1]

print(window_sums(np.arange(10)))
print(row_tail(np.arange(12).reshape(3, 4), 2))
# expect: (72, 8, 9)
# expect: 911
