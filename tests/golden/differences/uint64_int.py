# no-cross-check: CPython's int() gives 18446744073709551615; Weft's int() takes unboxed values (docs/language.md)
import numpy as np
u = np.uint64(2 ** 64 - 1)
print(u, u.item(), np.array([u]).tolist())
print(int(u))
# expect: 18446744073709551615 18446744073709551615 [18446744073709551615]
# expect runtime error: OverflowError: Python int too large to convert to C long
