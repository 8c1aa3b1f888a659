# Parameters that do not broadcast: np.add's message (the sum is checked first).
import numpy as np
np.random.hypergeometric([1, 2], [5, 1, 1], 1)

# expect runtime error: ValueError: operands could not be broadcast together with shapes (2,) (3,)
