# no-cross-check: CPython ints are unbounded; Weft's are 64-bit signed (docs/language.md)
import numpy as np

u = np.array([2**62], dtype=np.uint64) * np.uint64(3)
print(u, u[0], u.dtype, u[0] > 0)
print(u.item())
# expect: [13835058055282163712] 13835058055282163712 uint64 True
# expect runtime error: OverflowError: uint64 value 13835058055282163712 does not fit Weft's 64-bit int
