# choice without replacement cannot take more than the population.
import numpy as np
np.random.default_rng(0).choice(3, 5, replace=False)

# expect runtime error: ValueError: Cannot take a larger sample than population when replace is False
