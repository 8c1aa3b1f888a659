import numpy as np
np.array(['x']).astype(int)
# expect runtime error: ValueError: invalid literal for int() with base 10: 'x'
