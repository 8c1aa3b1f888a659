# A list argument is unboxed as a reflected list of its first item's type: an item of another
# type stops the call with Numba's TypeError, naming both types.
from numba import njit

@njit
def first(lst):
    return lst[0]

print(first([1.5, 2.5]))
for bad in ([1, 2.5], [1, True], [(1, 2), (1, 2.0)], ["a", 1], [1, None]):
    try:
        first(bad)
    except TypeError as e:
        print(e)
first([1.0, 2])

# expect: 1.5
# expect: can't unbox heterogeneous list: int64 != float64
# expect: can't unbox heterogeneous list: int64 != bool
# expect: can't unbox heterogeneous list: UniTuple(int64 x 2) != Tuple(int64, float64)
# expect: can't unbox heterogeneous list: unicode_type != int64
# expect: can't unbox heterogeneous list: int64 != none
# expect runtime error: TypeError: can't unbox heterogeneous list: float64 != int64
