# choice's probabilities must sum to 1.
import numpy as np
np.random.default_rng(0).choice(2, p=[0.5, 0.6])

# expect runtime error: ValueError: probabilities do not sum to 1
