import numpy as np
np.polyfit([1, 2, 3], [1, 2], 1)
# expect runtime error: TypeError: expected x and y to have same length
