# print() of f-strings in a kernel prints what Numba's simulator prints: literal pieces and
# fields glued together, a field's format spec applied as Python's format() applies it to the
# NumPy scalar ([<|>][+| ][0][width][.precision][d|f|e|g]).
import numpy as np
from numba import cuda

@cuda.jit
def report(a, n, u):
    i = cuda.grid(1)
    if i == 0:
        print(f"n={n[0]} first={a[0]:.3f} last={a[a.size - 1]:8.2e}|")
        print(f"[{n[0]:4d}] [{n[0]:<4}] [{n[0]:04d}] [{n[0]:+d}] [{-n[0]:05d}]", "then", n[1])
        print(f"{a[1]:+.1f}|{a[1]: .2e}|{a[1]:10.4f}|{a[1]:<9.3g}|{n[1]:.2f}|{u[0]}|{u[0]:5d}")
        print(f"{i}" f"{i + 1}", f"{a[0] > 1.0}", f"{a[0] > 1.0!s:>6}|", f"", f"text only")

a = np.array([1.5, -2.25, 1 / 3])
n = np.array([42, -7], dtype=np.int32)
u = np.array([250], dtype=np.uint8)
report[1, 4](a, n, u)
# expect: n=42 first=1.500 last=3.33e-01|
# expect: [  42] [42  ] [0042] [+42] [-0042] then -7
# expect: -2.2|-2.25e+00|   -2.2500|-2.25    |-7.00|250|  250
# expect: 01 True   True|  text only
