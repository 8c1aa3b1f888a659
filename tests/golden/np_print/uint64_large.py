# uint64 and int64 extremes print in full.
import numpy as np
print(np.array([9223372036854775807, 0], dtype=np.uint64))
print(repr(np.array([-9223372036854775807, 5])))
print(repr(np.array([4000000000, 7], dtype=np.uint32)))

# expect: [9223372036854775807                   0]
# expect: array([-9223372036854775807,                    5])
# expect: array([4000000000,          7], dtype=uint32)
