# @njit(boundscheck=True): an index out of bounds raises Numba's IndexError("index is out of
# bounds"); an IndexError the function raises itself keeps its own message.
import numpy as np
from numba import njit

@njit(boundscheck=True)
def get(a, i):
    return a[i]

@njit(boundscheck=True)
def own(a):
    if a.size == 0:
        raise IndexError("empty input")
    return a[0]

print(get(np.arange(3), 2), get(np.arange(3), -1))
try:
    own(np.zeros(0))
except IndexError as e:
    print(e)
get(np.arange(3), 5)
# expect: 2 2
# expect: empty input
# expect runtime error: IndexError: index is out of bounds
