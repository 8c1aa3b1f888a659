# A float is not a shape.
import numpy as np

np.array([1, 2]).reshape(2.0)

# expect runtime error: TypeError: expected a sequence of integers or a single integer, got '2.0'
