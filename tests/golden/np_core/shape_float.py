# A float shape is a TypeError.
import numpy as np

np.zeros(2.5)

# expect runtime error: TypeError: expected a sequence of integers or a single integer, got '2.5'
