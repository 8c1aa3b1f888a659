# concatenate over the rows of an array.
import numpy as np

print(np.concatenate(np.arange(6).reshape(2, 3)))
np.concatenate(np.zeros(2))

# expect: [0 1 2 3 4 5]
# expect runtime error: ValueError: zero-dimensional arrays cannot be concatenated
