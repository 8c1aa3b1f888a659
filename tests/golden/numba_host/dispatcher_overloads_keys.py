# dispatcher.overloads: one entry per compiled signature, keyed as dispatcher.signatures.
from numba import njit
import numpy as np
@njit
def add(a, b):
    return a + b
print(len(add.overloads), add.overloads == {})
add(1, 2); add(1.0, 2); add(np.arange(3), 1)
print(len(add.overloads))
print(list(add.overloads.keys()))
print(add.signatures == list(add.overloads))
@njit(['int64(int64)', 'float64(float64)'])
def sq(x):
    return x * x
print(list(sq.overloads), len(sq.overloads))
# expect: 0 True
# expect: 3
# expect: [(int64, int64), (float64, int64), (array(int64, 1d, C), int64)]
# expect: True
# expect: [(int64,), (float64,)] 2
