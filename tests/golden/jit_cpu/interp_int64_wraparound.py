# @jit code that runs in Weft's interpreter tier (recursion, lists, array expressions) keeps
# Numba's int64 arithmetic: products and sums past int64 wrap, `**` goes through a float64 as
# Numba's compiled code computes it, and an objmode block is Python's again.
import numpy as np
from numba import njit, objmode

@njit
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

@njit
def list_sum():
    s = 0
    for v in [2 ** 62, 2 ** 62]:
        s += v
    return s

@njit
def powers(a, n):
    b = a * 2  # an array expression
    return n ** 40, n ** -1, (-1) ** -n, b.sum() << 62

@njit
def with_objmode(n):
    x = n * 4611686018427387904
    with objmode(y='int64'):
        y = 2 ** 70 % 1000
    return x, y

print(fact(20), fact(21), fact(25))
print(list_sum())
print(powers(np.arange(2), 3))
print(with_objmode(2))
# expect: 2432902008176640000 -4249290049419214848 7034535277573963776
# expect: -9223372036854775808
# expect: (-6289078614652622848, 0, -1, -9223372036854775808)
# expect: (-9223372036854775808, 424)
