import numpy as np
np.float16('abc')
# expect runtime error: ValueError: could not convert string to float: 'abc'
