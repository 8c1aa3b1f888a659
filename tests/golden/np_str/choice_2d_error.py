import numpy as np
np.random.choice([['a', 'b']])
# expect runtime error: ValueError: a must be 1-dimensional
