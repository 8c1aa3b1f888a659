# Numba's type objects are instances of per-kind classes: types.int64 an Integer, float64[:] an
# Array, a signature a Signature; a typed List's _dtype is its item type's.
import numpy as np
from numba import types, int64, float32, float64, boolean, complex128, uint8, typeof
from numba.typed import List

for t in (types.int64, float32, boolean, complex128, uint8, float64[:], types.float64[:, ::1],
          int64(int64), types.unicode_type, typeof(np.zeros(3)), types.none,
          typeof((1, 2)), typeof((1, 2.5)), types.UniTuple(types.int64, 2)):
    print(t, type(t).__name__)
print(type(int64))
l = List()
l.extend([1, 2, 3])
print(type(l._dtype).__name__, l._dtype)
print(typeof(l), type(typeof(l)).__name__)
# expect: int64 Integer
# expect: float32 Float
# expect: bool Boolean
# expect: complex128 Complex
# expect: uint8 Integer
# expect: array(float64, 1d, A) Array
# expect: array(float64, 2d, C) Array
# expect: (int64,) -> int64 Signature
# expect: unicode_type UnicodeType
# expect: array(float64, 1d, C) Array
# expect: none NoneType
# expect: UniTuple(int64 x 2) UniTuple
# expect: Tuple(int64, float64) Tuple
# expect: UniTuple(int64 x 2) UniTuple
# expect: <class 'numba.core.types.scalars.Integer'>
# expect: Integer int64
# expect: ListType[int64] ListType
