# The _like constructors copy shape and dtype.
import numpy as np

a = np.arange(6, dtype=np.int16).reshape(2, 3)
print(np.zeros_like(a), np.zeros_like(a).dtype)
print(np.ones_like(a, dtype=float))
print(np.full_like(a, 9), np.empty_like(a).shape, np.full_like([1.5, 2.5], 3))

# expect: [[0 0 0]
# expect:  [0 0 0]] int16
# expect: [[1. 1. 1.]
# expect:  [1. 1. 1.]]
# expect: [[9 9 9]
# expect:  [9 9 9]] (2, 3) [3. 3.]
