# Vectorized functions broadcast arrays against each other and against scalars.
import numpy as np
from numba import vectorize

@vectorize(['int64(int64, int64)'])
def f(a, b):
    return 10 * a + b

print(f(np.arange(6).reshape(2, 3), np.array([1, 2, 3])))
print(f(np.arange(3).reshape(3, 1), np.arange(4)))
print(f(np.arange(3), 7))
print(f(5, np.arange(3)))

# expect: [[ 1 12 23]
# expect:  [31 42 53]]
# expect: [[ 0  1  2  3]
# expect:  [10 11 12 13]
# expect:  [20 21 22 23]]
# expect: [ 7 17 27]
# expect: [50 51 52]
