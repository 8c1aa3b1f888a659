# Index arrays that do not broadcast together are an IndexError.
import numpy as np

m = np.zeros((2, 2))
print(m[[0, 1], [1, 0]])
print(m[[0, 1], [0, 1, 0]])

# expect: [0. 0.]
# expect runtime error: IndexError: shape mismatch: indexing arrays could not be broadcast together with shapes (2,) (3,)
