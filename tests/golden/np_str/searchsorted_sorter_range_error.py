# np.searchsorted on strings: a sorter index the search reaches that is out of range
import numpy as np
np.searchsorted(np.array(['a', 'b', 'c']), 'b', sorter=[0, 7, 1])
# expect runtime error: ValueError: Sorter index out of range.
