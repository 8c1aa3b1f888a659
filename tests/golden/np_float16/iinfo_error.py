import numpy as np
np.iinfo(np.float16)
# expect runtime error: ValueError: Invalid integer data type 'f'.
