import numpy as np
np.datetime64('2021-1-01')
# expect runtime error: ValueError: Error parsing datetime string "2021-1-01" at position 5
