# choice([]) has nothing to pick.
import numpy as np
np.random.default_rng(0).choice([])

# expect runtime error: ValueError: a cannot be empty unless no samples are taken
