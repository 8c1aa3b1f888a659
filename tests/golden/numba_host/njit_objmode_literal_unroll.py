# numba.objmode(...) blocks run as Python inside a @njit function, and numba.literal_unroll lets
# a loop visit a tuple of mixed types (outside compiled code it returns its argument).
import numpy as np
from numba import njit, objmode, literal_unroll

def reversed_copy(x):
    return np.asarray(list(reversed(x.tolist())))

@njit
def flip():
    x = np.arange(4)
    y = np.zeros_like(x)
    with objmode(y='intp[:]'):
        y += reversed_copy(x)
    return x, y

@njit
def mixed_total():
    acc = 0
    for v in literal_unroll((1, 2.5, 3)):
        acc += v
    return acc

print(flip())
print(mixed_total())
print(literal_unroll((1, "a")))

# expect: (array([0, 1, 2, 3]), array([3, 2, 1, 0]))
# expect: 6.5
# expect: (1, 'a')
