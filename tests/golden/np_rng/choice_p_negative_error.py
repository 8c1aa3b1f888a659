# choice's probabilities must be non-negative.
import numpy as np
np.random.default_rng(0).choice(2, p=[1.5, -0.5])

# expect runtime error: ValueError: probabilities are not non-negative
