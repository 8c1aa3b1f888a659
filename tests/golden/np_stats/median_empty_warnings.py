# np.median of an empty array: NumPy's mean of the empty slice warns twice (scalar math)
import numpy as np
print(np.median([]))
# expect: nan
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/fromnumeric.py:3464: RuntimeWarning: Mean of empty slice.
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:192: RuntimeWarning: invalid value encountered in scalar divide
