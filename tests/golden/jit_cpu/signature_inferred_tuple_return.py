# The signatures of compiled specialisations returning tuples name the tuple type as Numba does:
# UniTuple(T x n) when every item has one type, else Tuple(T1, T2, ...).
from numba import njit
@njit
def swap(a, b):
    return b, a
@njit
def mixed(a):
    return a, a > 0, a * 1j
swap(1.0, 2.5); swap(1, 2); mixed(2.0)
print(swap.nopython_signatures)
print(mixed.nopython_signatures)
print(mixed(2.0))
# expect: [(float64, float64) -> UniTuple(float64 x 2), (int64, int64) -> UniTuple(int64 x 2)]
# expect: [(float64,) -> Tuple(float64, bool, complex128)]
# expect: (2.0, True, 2j)
