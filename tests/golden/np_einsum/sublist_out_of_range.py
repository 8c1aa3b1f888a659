# A sublist subscript outside 0..51 stops with NumPy's message.
import numpy as np
np.einsum(np.ones((2, 2)), [0, 60])

# expect runtime error: ValueError: subscript is not within the valid range [0, 52)
