# np.count_nonzero with keepdims=True keeps the counted axes as length 1 (all of them when no
# axis is given); without it and without an axis the count is a Python int.
import numpy as np
a = np.array([[0, 1, 2], [3, 0, 0]])
print(np.count_nonzero(a, axis=0, keepdims=True))
print(np.count_nonzero(a, axis=1, keepdims=True))
print(np.count_nonzero(a, keepdims=True))
print(np.count_nonzero(a, axis=(0, 1), keepdims=True))
print(np.count_nonzero(a, axis=None), type(np.count_nonzero(a)).__name__)

# expect: [[1 1 1]]
# expect: [[2]
# expect:  [1]]
# expect: [[3]]
# expect: [[3]]
# expect: 3 int
