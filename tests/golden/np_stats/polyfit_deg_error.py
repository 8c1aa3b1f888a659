import numpy as np
np.polyfit([1, 2, 3], [1, 2, 3], -1)
# expect runtime error: ValueError: expected deg >= 0
