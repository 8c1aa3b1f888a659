# ufunc.reduce folds a binary CPU ufunc along axis 0.
import numpy as np
from numba import vectorize

@vectorize(['int64(int64, int64)', 'float64(float64, float64)'])
def add(a, b):
    return a + b

@vectorize(['float64(float64, float64)'])
def mx(a, b):
    return a if a > b else b

print(add.reduce(np.arange(10)), add.reduce(np.arange(12.0).reshape(3, 4)))
print(add.reduce(np.arange(5, dtype=np.int32)), mx.reduce(np.array([3.0, 9.0, 2.0]), axis=None))
print(add.reduce(np.ones((2, 2)), axis=None))

# expect: 45 [12. 15. 18. 21.]
# expect: 10 9.0
# expect runtime error: ValueError: reduction operation 'add' is not reorderable, so at most one axis may be specified
