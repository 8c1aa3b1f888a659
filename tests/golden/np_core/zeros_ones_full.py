# zeros, ones, empty, full with shapes and dtypes.
import numpy as np

print(np.zeros(3), np.ones((2, 2), dtype=int), np.zeros((2,), np.int8).dtype)
print(np.full(3, 7), np.full((2, 2), 2.5), np.full(2, True), np.full(2, np.float32(1)).dtype)
print(np.full(3, 1.7, dtype=np.int32), np.empty((2, 3)).shape, np.ones(0).shape)
print(np.zeros((2, 0, 3)).size, np.ones(3, dtype='uint8'))

# expect: [0. 0. 0.] [[1 1]
# expect:  [1 1]] int8
# expect: [7 7 7] [[2.5 2.5]
# expect:  [2.5 2.5]] [ True  True] float32
# expect: [1 1 1] (2, 3) (0,)
# expect: 0 [1 1 1]
