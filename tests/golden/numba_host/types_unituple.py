# numba.types.UniTuple(dtype, count): the type numba.typeof gives a tuple of one item type.
from numba import types, typeof

t = types.UniTuple(types.float64, 3)
print(t, t == typeof((1.0, 2.0, 3.0)), isinstance(t, types.UniTuple))
print(isinstance(typeof((1, 2)), types.UniTuple), isinstance(typeof((1, 2.0)), types.UniTuple))
print(types.UniTuple(types.int32, 2), isinstance(types.int64, types.UniTuple))
# expect: UniTuple(float64 x 3) True True
# expect: True False
# expect: UniTuple(int32 x 2) False
