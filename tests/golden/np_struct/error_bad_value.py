import numpy as np
np.array([(1, 'a')], dtype=[('x', 'f8'), ('y', 'i4')])
# expect runtime error: ValueError: invalid literal for int() with base 10: 'a'
