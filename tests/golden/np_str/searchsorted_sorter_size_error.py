# np.searchsorted on strings with a sorter of the wrong size: NumPy's ValueError
import numpy as np
np.searchsorted(np.array(['a', 'b']), 'a', sorter=[0])
# expect runtime error: ValueError: sorter.size must equal a.size
