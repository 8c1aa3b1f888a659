# choice's p must be 1-dimensional.
import numpy as np
np.random.default_rng(0).choice(2, p=[[0.5, 0.5]])

# expect runtime error: ValueError: p must be 1-dimensional
