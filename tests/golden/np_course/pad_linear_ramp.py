# np.pad's linear_ramp mode: ramps from end_values to the edge, floored for integer arrays.
import numpy as np
print(np.pad(np.arange(4), (1, 3), mode='linear_ramp', end_values=(10, -2)))
print(np.pad(np.arange(12).reshape(3, 4), 2, mode='linear_ramp'))
print(np.pad(np.array([1.0, 2.0]), 2, 'linear_ramp', end_values=((0.5, 4),)))

# expect: [10  0  1  2  3  1 -1 -2]
# expect: [[ 0  0  0  0  0  0  0  0]
# expect:  [ 0  0  0  0  1  1  0  0]
# expect:  [ 0  0  0  1  2  3  1  0]
# expect:  [ 0  2  4  5  6  7  3  0]
# expect:  [ 0  4  8  9 10 11  5  0]
# expect:  [ 0  2  4  4  5  5  2  0]
# expect:  [ 0  0  0  0  0  0  0  0]]
# expect: [0.5  0.75 1.   2.   3.   4.  ]
