# np.reciprocal keeps an integer dtype: 1/x truncated, 1/0 warns divide and invalid (x86's indefinite)
import numpy as np
print(np.reciprocal(np.array([2, 1, -1, 3])), np.reciprocal(np.array([1, 2], dtype=np.uint8)))
print(np.reciprocal(np.array([0], dtype=np.int8)), np.reciprocal(np.array([0], dtype=np.int32)))
print(repr(np.reciprocal(np.int64(0))), repr(np.reciprocal(True)), repr(np.reciprocal(5)))
print(np.reciprocal(np.array([1 + 1j, 2j])), np.reciprocal(np.array([2, 4], dtype=object)))

# expect: [ 0  1 -1  0] [1 0]
# expect: [0] [-2147483648]
# expect: -9223372036854775808 1 0
# expect: [0.5-0.5j 0. -0.5j] [0.5 0.25]
# expect stderr: reciprocal_integer.py:4: RuntimeWarning: divide by zero encountered in reciprocal
# expect stderr: reciprocal_integer.py:4: RuntimeWarning: invalid value encountered in reciprocal
