# A negative number of samples is a ValueError.
import numpy as np

np.linspace(0, 1, -1)

# expect runtime error: ValueError: Number of samples, -1, must be non-negative.
