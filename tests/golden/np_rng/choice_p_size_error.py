# choice's p must match the population.
import numpy as np
np.random.default_rng(0).choice(5, p=[0.5, 0.5])

# expect runtime error: ValueError: a and p must have same size
