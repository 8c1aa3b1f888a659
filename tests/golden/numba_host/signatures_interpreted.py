# dispatcher.signatures and .nopython_signatures of @njit functions whatever runs them: nested
# tuples, strings, lists and tuples of arrays are named as Numba types them, in call order.
import numpy as np
from numba import njit, jit

@njit
def nest(a, b, c):
    return (a, (b, c))

@njit
def first(t):
    return t[0] + t[1][0], t[1]

@njit
def parts(x):
    return (x[::2], x.T, x[1:]), (x.shape, x.dtype), np.float32(1.5)

@njit
def grow(n):
    return [n, n]

@njit
def plain(a, b):
    return a + b

nest(1, 2.5, 3)
nest(1, 2.5, 3)
first((1, (2.5, 3)))
first((np.int32(1), (np.float32(2.5), 3)))
parts(np.ones((3, 3)))
grow(2)
plain(1, 2)
plain((1, 2), (3.0,))
plain(1.5, 2)
print(nest.signatures)
print(nest.nopython_signatures)
print(first.nopython_signatures)
print(parts.nopython_signatures)
print(grow.nopython_signatures)
print(plain.signatures)
print(plain.nopython_signatures)
# expect: [(int64, float64, int64)]
# expect: [(int64, float64, int64) -> Tuple(int64, Tuple(float64, int64))]
# expect: [(Tuple(int64, Tuple(float64, int64)),) -> Tuple(float64, Tuple(float64, int64)), (Tuple(int32, Tuple(float32, int64)),) -> Tuple(float64, Tuple(float32, int64))]
# expect: [(array(float64, 2d, C),) -> Tuple(Tuple(array(float64, 2d, A), array(float64, 2d, F), array(float64, 2d, C)), Tuple(UniTuple(int64 x 2), dtype(float64)), float32)]
# expect: [(int64,) -> list(int64)<iv=None>]
# expect: [(int64, int64), (UniTuple(int64 x 2), UniTuple(float64 x 1)), (float64, int64)]
# expect: [(int64, int64) -> int64, (UniTuple(int64 x 2), UniTuple(float64 x 1)) -> Tuple(int64, int64, float64), (float64, int64) -> float64]
