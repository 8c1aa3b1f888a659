# A field without a spec in a kernel's f-string shows the value as format() does: a float64's
# repr, and a float32's float64 repr (format(np.float32(0.1), '') is '0.10000000149011612'),
# where print(x) and {x!r} show the float32's '0.1'; {x=} is 'x=' and the repr.
import numpy as np
from numba import cuda

@cuda.jit
def show(a, f):
    i = cuda.grid(1)
    if i < 2:
        x = a[i]
        print(f"{x=}", f"[{x!r:>8}]", f"[{x:8}]", f"[{i:<4}]", f"{f[i]}", f"{f[i]!r}", f[i], f"[{f[i]:22}]")

show[1, 2](np.array([1.5, -2.25]), np.array([0.1, 1 / 3], dtype=np.float32))
# expect: x=1.5 [     1.5] [     1.5] [0   ] 0.10000000149011612 0.1 0.1 [   0.10000000149011612]
# expect: x=-2.25 [   -2.25] [   -2.25] [1   ] 0.3333333432674408 0.33333334 0.33333334 [    0.3333333432674408]
