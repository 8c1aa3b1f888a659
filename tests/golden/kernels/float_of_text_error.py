# float() of a text that is not a number raises Python's ValueError from the threads that reach
# it, as in Numba's simulator (Weft's report first).
import numpy as np
from numba import cuda

@cuda.jit
def bad(out):
    i = cuda.grid(1)
    if i == 1:
        out[i] = float('abc')
    else:
        out[i] = float('1.5')

out = np.zeros(2)
try:
    bad[1, 2](out)
except ValueError as e:
    print(type(e).__name__, e)
bad[1, 1](out)
print(out)
# expect: ValueError tid=[1, 0, 0] ctaid=[0, 0, 0]: could not convert string to float: 'abc'
# expect: [1.5 0. ]
# expect stderr: float_of_text_error.py:10:18: error: ValueError raised in kernel bad: could not convert string to float: 'abc'
