# eye with N, M, k and dtype.
import numpy as np

print(np.eye(3))
print(np.eye(2, 3, k=1, dtype=int))
print(np.eye(3, k=-1))

# expect: [[1. 0. 0.]
# expect:  [0. 1. 0.]
# expect:  [0. 0. 1.]]
# expect: [[0 1 0]
# expect:  [0 0 1]]
# expect: [[0. 0. 0.]
# expect:  [1. 0. 0.]
# expect:  [0. 1. 0.]]
