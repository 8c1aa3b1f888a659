# Launch dimensions are checked as Numba checks them: ints, or tuples and lists of up to three
# (an empty one means 1, 1, 1); a float anywhere is a TypeError showing the dimensions as a list.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] += 1

a = np.zeros(6)
k[[2], (3,)](a)
k[(), 6](a)
k[np.int32(1), np.uint8(6)](a)
print(a)
for cfg in [(2.0, 4), (2, 4.0), ((2, 1.5), 4), (1, [2, np.float32(3)]), ("a", 4)]:
    try:
        k[cfg](a)
    except TypeError as e:
        print(e)
try:
    k[(1, 1, 1, 1), 4](a)
except ValueError as e:
    print(e)
k[6 / 2, 2](a)
# expect: [3. 3. 3. 3. 3. 3.]
# expect: griddim must be a sequence of integers, got [2.0]
# expect: blockdim must be a sequence of integers, got [4.0]
# expect: griddim must be a sequence of integers, got [2, 1.5]
# expect: blockdim must be a sequence of integers, got [2, 3.0]
# expect: griddim must be a sequence of integers, got ['a']
# expect: griddim must be a sequence of 1, 2 or 3 integers, got [1, 1, 1, 1]
# expect runtime error: TypeError: griddim must be a sequence of integers, got [3.0]
