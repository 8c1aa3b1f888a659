# numpy.lib.stride_tricks: as_strided windows and read-only sliding_window_view (axis, n-d).
import numpy as np
from numpy.lib import stride_tricks
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(10)
print(stride_tricks.as_strided(x, shape=(8, 3), strides=(8, 8)))
print(sliding_window_view(np.arange(1, 8, dtype=np.uint32), 4))
print(sliding_window_view(np.arange(12).reshape(3, 4), (2, 2)).shape, sliding_window_view(np.arange(12).reshape(3, 4), 3, axis=1))
w = sliding_window_view(x, 3)
print(w.flags.writeable, w.sum(axis=1), w.mean(axis=-1))
try:
    w[0, 0] = 5
except ValueError as e:
    print(e)
sliding_window_view(x, 11)

# expect: [[0 1 2]
# expect:  [1 2 3]
# expect:  [2 3 4]
# expect:  [3 4 5]
# expect:  [4 5 6]
# expect:  [5 6 7]
# expect:  [6 7 8]
# expect:  [7 8 9]]
# expect: [[1 2 3 4]
# expect:  [2 3 4 5]
# expect:  [3 4 5 6]
# expect:  [4 5 6 7]]
# expect: (2, 3, 2, 2) [[[ 0  1  2]
# expect:   [ 1  2  3]]
# expect: 
# expect:  [[ 4  5  6]
# expect:   [ 5  6  7]]
# expect: 
# expect:  [[ 8  9 10]
# expect:   [ 9 10 11]]]
# expect: False [ 3  6  9 12 15 18 21 24] [1. 2. 3. 4. 5. 6. 7. 8.]
# expect: assignment destination is read-only
# expect runtime error: ValueError: window shape cannot be larger than input array shape
