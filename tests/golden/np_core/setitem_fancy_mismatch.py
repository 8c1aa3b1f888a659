# A value that does not fit the fancy-indexed elements is a shape mismatch.
import numpy as np

a = np.zeros((2, 3))
a[[0, 1]] = np.ones(3)
print(a)
a[[0, 1]] = np.zeros((3, 2))

# expect: [[1. 1. 1.]
# expect:  [1. 1. 1.]]
# expect runtime error: ValueError: shape mismatch: value array of shape (3,2) could not be broadcast to indexing result of shape (2,3)
