# Declared signatures returning tuples: 'UniTuple(T, n)(...)' and 'Tuple((T1, T2))(...)' (a Tuple
# of one item type is Numba's UniTuple). A C-contiguous array fits a declared [:] (layout A)
# argument; an array of another dtype matches no definition.
import numpy as np
from numba import njit

@njit('UniTuple(float64, 2)(float64[:])')
def mean_std(x):
    m = x.mean()
    return m, np.sqrt(((x - m) ** 2).mean())

print(mean_std(np.array([1.0, 2.0, 3.0, 4.0])))
print(mean_std(np.arange(6.0)[::2]))
print(mean_std.signatures)
print(mean_std.nopython_signatures)

@njit('Tuple((int64, float64))(int64[:])')
def argmax_val(x):
    i = x.argmax()
    return i, float(x[i])

print(argmax_val(np.array([3, 9, 2])))
print(argmax_val.nopython_signatures)

@njit('Tuple((float64, float64))(float64, float64)')
def swap(a, b):
    return b, a

print(swap(1.0, 2.5))
print(swap.nopython_signatures)
try:
    mean_std(np.arange(3))
except TypeError as e:
    print("TypeError:", e)
# expect: (2.5, 1.118033988749895)
# expect: (2.0, 1.632993161855452)
# expect: [(array(float64, 1d, A),)]
# expect: [(array(float64, 1d, A),) -> UniTuple(float64 x 2)]
# expect: (1, 9.0)
# expect: [(array(int64, 1d, A),) -> Tuple(int64, float64)]
# expect: (2.5, 1.0)
# expect: [(float64, float64) -> UniTuple(float64 x 2)]
# expect: TypeError: No matching definition for argument type(s) array(int64, 1d, C)
