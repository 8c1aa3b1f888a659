# weights must match the samples one to one.
import numpy as np

np.histogram2d([1, 2, 3], [1, 2, 3], weights=[1, 2])

# expect runtime error: ValueError: The weights and list don't have the same length.
