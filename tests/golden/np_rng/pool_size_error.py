# SeedSequence's pool holds at least 4 words.
import numpy as np
np.random.SeedSequence(1, pool_size=2)

# expect runtime error: ValueError: The size of the entropy pool should be at least 4
