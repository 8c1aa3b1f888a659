# Weft's @overload_method takes one of numba.types' classes (Numba's own other types are not
# modelled): another class is a TypeError at decoration.
# no-cross-check: Numba accepts any type class here; Weft names the classes it models
from numba.extending import overload_method

@overload_method(int, 'twice')
def twice(x):
    return lambda x: x * 2

# expect runtime error: TypeError: Weft's @overload_method takes one of numba.types' classes (types.Array, types.Float, ...)
