# print() of %-formatted text in a kernel prints what Numba's simulator prints: Python's
# %-formatting of the NumPy scalars (%d of a float truncates as int() does, %s shows the value).
import numpy as np
from numba import cuda

@cuda.jit
def report(a, f, n):
    i = cuda.grid(1)
    if i == 0:
        for j in range(2):
            print("row %d of %d: a=%.3f f=%g e=%10.2e" % (j, n, a[j], f[j], a[j]))
            print("[%5d] [%-5d] [%05d] [%+d] [%d] [%s] [%-4s]|100%%" % (j, j, j, j, a[j], j, j > 0))
            print("x = %f" % a[j], "and", "%i" % (j > 0), "%.2f%%" % (f[j] * 100))

report[1, 4](np.array([1.5, -2.75]), np.array([0.1, 1 / 3], dtype=np.float32), 2)
# expect: row 0 of 2: a=1.500 f=0.1 e=  1.50e+00
# expect: [    0] [0    ] [00000] [+0] [1] [0] [False]|100%
# expect: x = 1.500000 and 0 10.00%
# expect: row 1 of 2: a=-2.750 f=0.333333 e= -2.75e+00
# expect: [    1] [1    ] [00001] [+1] [-2] [1] [True]|100%
# expect: x = -2.750000 and 1 33.33%
