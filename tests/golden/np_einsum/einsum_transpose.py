import numpy as np
a = np.arange(6.).reshape(2, 3)
print(np.einsum('ij->ji', a))
print(np.einsum('ji', a))
print(np.einsum('ij', a))
print(np.einsum('ijk->kji', np.arange(8).reshape(2, 2, 2)).tolist())
# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]]
# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]]
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [[[0, 4], [2, 6]], [[1, 5], [3, 7]]]
