# choice's probabilities must not be NaN.
import numpy as np
np.random.default_rng(0).choice(2, p=[np.nan, 0.5])

# expect runtime error: ValueError: probabilities contain NaN
