# A length whose word count is negative.
import numpy as np
np.random.bytes(-10)

# expect runtime error: ValueError: negative dimensions are not allowed
