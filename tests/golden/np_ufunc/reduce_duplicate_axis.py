# reduce over a repeated axis
import numpy as np
np.add.reduce(np.ones((2, 3)), axis=(1, 1))

# expect runtime error: ValueError: duplicate value in 'axis'
