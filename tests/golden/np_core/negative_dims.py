# Negative dimensions are not allowed.
import numpy as np

np.ones((2, -3))

# expect runtime error: ValueError: negative dimensions are not allowed
