# A ufunc called with dtype= keeps a Fortran-ordered input's layout, as without dtype=.
import numpy as np

a = np.asfortranarray(np.arange(6.0).reshape(2, 3))
for r in (np.add(a, 1, dtype=np.float32), np.sqrt(a, dtype=np.float32),
          np.add(a, a, dtype=np.float64), np.multiply(a, 2), np.negative(a, dtype=np.float32)):
    print(r.dtype, r.flags['F_CONTIGUOUS'], r.flags['C_CONTIGUOUS'], r.strides)
print(np.add(a, 1, dtype=np.float32))
c = np.arange(6).reshape(2, 3)
r = np.multiply(c, 3, dtype=np.int16)
print(r.dtype, r.flags['C_CONTIGUOUS'], r.strides)

# expect: float32 True False (4, 8)
# expect: float32 True False (4, 8)
# expect: float64 True False (8, 16)
# expect: float64 True False (8, 16)
# expect: float32 True False (4, 8)
# expect: [[1. 2. 3.]
# expect:  [4. 5. 6.]]
# expect: int16 True (6, 2)
