import numpy as np
np.datetime64('2021', 'xx')
# expect runtime error: TypeError: Invalid datetime unit "xx" in metadata
