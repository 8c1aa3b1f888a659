# no-cross-check: print() in a kernel takes sep=, end= and flush= only, and sep=/end= constant
# strings (compile errors naming what is not)
import sys
import numpy as np
from numba import cuda

@cuda.jit
def to_file(a):
    print(a[0], file=sys.stderr)

@cuda.jit
def variable_sep(a, s):
    print(a[0], a[0], sep=s)

for k, args in ((to_file, (np.ones(1),)), (variable_sep, (np.ones(1), 1))):
    try:
        k[1, 1](*args)
    except TypeError as e:
        print(type(e).__name__)
# expect: TypeError
# expect: TypeError
# expect stderr: print_kwarg_error.py:9:5: error: print() in a kernel takes sep=, end= and flush= only, not file=
# expect stderr: print_kwarg_error.py:13:27: error: print()'s sep= in a kernel must be a constant string
