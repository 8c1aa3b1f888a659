# x and y must be as long as each other.
import numpy as np

np.histogram2d([1, 2], [1])

# expect runtime error: ValueError: x and y must have the same length.
