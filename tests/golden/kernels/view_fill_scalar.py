# A number stored into a view in a kernel fills every element of it, as NumPy broadcasts a
# scalar (and Numba's setitem does): a[i] = x of a 2-D array (a row), a[i, 1:] = x, a[i, j, ::2]
# of a 3-D one, into local arrays too; an index past the rows faults as an element's does.
import numpy as np
from numba import cuda

@cuda.jit
def rows(a, b):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] = 1.5 * i
        b[i, 1:] = 3
        b[i, :1] = -i

@cuda.jit
def planes(a, s):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        a[i, j] = -1
        a[i, j, ::2] = i + j
        a[i, j, -1:] = 0.5
    loc = cuda.local.array((2, 3), dtype=np.int32)
    loc[0] = 4
    loc[1] = 5
    if i == 0 and j == 0:
        s[0] = loc[0, 0] + loc[1, 2]
        s[1:3] = 9

a = np.zeros((4, 3))
b = np.zeros((4, 3), dtype=np.int32)
rows[1, 8](a, b)
print(a)
print(b)
c = np.zeros((2, 3, 5), dtype=np.float32)
s = np.zeros(4, dtype=np.int64)
planes[(1, 1), (2, 4)](c, s)
print(c[1])
print(s)

@cuda.jit
def past_rows(a):
    if cuda.grid(1) == 0:
        a[4] = 1.0

past_rows[1, 2](np.zeros((4, 3)))
# expect: [[0.  0.  0. ]
# expect:  [1.5 1.5 1.5]
# expect:  [3.  3.  3. ]
# expect:  [4.5 4.5 4.5]]
# expect: [[ 0  3  3]
# expect:  [-1  3  3]
# expect:  [-2  3  3]
# expect:  [-3  3  3]]
# expect: [[ 1.  -1.   1.  -1.   0.5]
# expect:  [ 2.  -1.   2.  -1.   0.5]
# expect:  [ 3.  -1.   3.  -1.   0.5]]
# expect: [9 9 9 0]
# expect runtime error: IndexError: tid=[0, 0, 0] ctaid=[0, 0, 0]: index 4 is out of bounds for axis 0 with size 4
