# np.median of an empty array: NumPy's mean of the empty slice warns twice (scalar math)
import numpy as np
print(np.median([]))
# expect: nan
# expect stderr: median_empty_warnings.py:3: RuntimeWarning: Mean of empty slice.
# expect stderr: median_empty_warnings.py:3: RuntimeWarning: invalid value encountered in scalar divide
