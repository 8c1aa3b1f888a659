import numpy as np
np.frombuffer([1, 2])
# expect runtime error: TypeError: a bytes-like object is required, not 'list'
