# np.array infers the dtype from nested lists and tuples.
import numpy as np

print(np.array([1, 2, 3]).dtype, np.array([1, 2.5]).dtype, np.array([True, False]).dtype)
print(np.array([True, 2]).dtype, np.array([[1, 2], (3, 4)]).shape)
print(np.array([np.float32(1), 2.0]).dtype, np.array([np.int8(1), 2]).dtype)
print(np.array([np.float32(1), np.float32(2)]).dtype, np.array([]).dtype, np.array([[], []]).shape)
print(np.array(5).shape, np.array(5).ndim, np.array(2.5).dtype)
print(np.array([[1, 2], [3, 4]]))
print(np.array([np.arange(3), np.arange(3) * 2]))

# expect: int64 float64 bool
# expect: int64 (2, 2)
# expect: float64 int64
# expect: float32 float64 (2, 0)
# expect: () 0 float64
# expect: [[1 2]
# expect:  [3 4]]
# expect: [[0 1 2]
# expect:  [0 2 4]]
