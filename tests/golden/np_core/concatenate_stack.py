# Joining arrays.
import numpy as np

a = np.array([1, 2])
b = np.array([3.5])
print(np.concatenate([a, b]), np.concatenate((a, a, a)).shape)
m = np.arange(4).reshape(2, 2)
print(np.concatenate([m, m], axis=1))
print(np.stack([a, a * 10]), np.stack([a, a], axis=1).shape)
print(np.vstack([a, a]), np.hstack([a, a]), np.vstack([m, a]).shape)
print(np.concatenate([m, m], axis=None))

# expect: [1.  2.  3.5] (6,)
# expect: [[0 1 0 1]
# expect:  [2 3 2 3]]
# expect: [[ 1  2]
# expect:  [10 20]] (2, 2)
# expect: [[1 2]
# expect:  [1 2]] [1 2 1 2] (3, 2)
# expect: [0 1 2 3 0 1 2 3]
