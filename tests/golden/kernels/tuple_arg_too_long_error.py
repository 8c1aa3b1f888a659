# no-cross-check: Numba takes long tuples; Weft passes at most 32 scalars in all (its message)
from numba import jit

@jit(nopython=True)
def f(t):
    return t[0]

print(f((1, 2, 3)))
print(f(tuple(range(40))))
# expect: 1
# expect runtime error: TypeError: too many arguments for a compiled function
