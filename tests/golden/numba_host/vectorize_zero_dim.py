# 0-d results of a CPU ufunc come back as NumPy scalars; empty inputs give empty results.
import numpy as np
from numba import vectorize
@vectorize(['float64(float64, float64)'])
def add(a, b):
    return a + b
r = add(np.array(1.0), np.array(2.0))
print(repr(r), repr(add(np.array(1.0), 2)), repr(add(np.zeros((0, 3)), 1.0)))

# expect: 3.0 3.0 array([], shape=(0, 3), dtype=float64)
