# Declared signatures take no tuples: Numba's message names the tuple type.
from numba import jit
@jit('f8(f8, f8)', nopython=True)
def f(a, b):
    return a + b
print(f(1.0, 2.0))
print(f((1, 2.5), 2.0))
# expect: 3.0
# expect runtime error: TypeError: No matching definition for argument type(s) Tuple(int64, float64), float64
