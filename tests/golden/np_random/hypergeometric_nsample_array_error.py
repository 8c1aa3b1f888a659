# The array form of the nsample check has its own message.
import numpy as np
np.random.hypergeometric(5, 5, [1, 0])

# expect runtime error: ValueError: nsample < 1 or nsample contains NaNs
