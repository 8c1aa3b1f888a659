import numpy as np
np.datetime64('2021-13-01')
# expect runtime error: ValueError: Month out of range in datetime string "2021-13-01"
