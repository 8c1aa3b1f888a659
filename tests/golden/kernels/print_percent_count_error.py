# no-cross-check: %-formatting in a kernel's print with fewer or more values than conversions
# is a compile error with Python's message (Numba's simulator raises it in the printing thread)
import numpy as np
from numba import cuda

@cuda.jit
def short(a):
    print("%d and %d" % (a[0],))

@cuda.jit
def extra(a):
    print("%d" % (a[0], a[0]))

for k in (short, extra):
    try:
        k[1, 1](np.ones(1, dtype=np.int64))
    except TypeError as e:
        print(type(e).__name__)
# expect: TypeError
# expect: TypeError
# expect stderr: print_percent_count_error.py:8:11: error: not enough arguments for format string
# expect stderr: print_percent_count_error.py:12:11: error: not all arguments converted during string formatting
