import numpy as np
np.cov(np.ones((2, 2, 2)))
# expect runtime error: ValueError: m has more than 2 dimensions
