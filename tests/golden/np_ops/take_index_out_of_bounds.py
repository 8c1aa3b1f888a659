# The first index outside [-n, n) of an index array is the one named in the IndexError.
import numpy as np

b = np.arange(10)
print(b[np.array([1, -10])])
b[np.array([3, -11, 12])]

# expect: [1 0]
# expect runtime error: IndexError: index -11 is out of bounds for axis 0 with size 10
