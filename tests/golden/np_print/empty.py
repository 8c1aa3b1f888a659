# Empty arrays always show their dtype; shapes other than (0,) are spelled out.
import numpy as np
print(np.zeros(0), repr(np.zeros(0)))
print(repr(np.zeros(0, dtype=np.int64)))
print(repr(np.zeros(0, dtype=np.float32)))
print(repr(np.zeros((0, 3))))
print(repr(np.zeros((2, 0), dtype=np.int32)), np.zeros((2, 0)))

# expect: [] array([], dtype=float64)
# expect: array([], dtype=int64)
# expect: array([], dtype=float32)
# expect: array([], shape=(0, 3), dtype=float64)
# expect: array([], shape=(2, 0), dtype=int32) []
