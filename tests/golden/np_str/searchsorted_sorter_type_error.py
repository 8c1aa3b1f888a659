# np.searchsorted on strings with a float sorter: NumPy's TypeError
import numpy as np
np.searchsorted(np.array(['a', 'b']), 'a', sorter=[0.0, 1.0])
# expect runtime error: TypeError: sorter must only contain integers
