# np.median over an empty axis with results left: the mean's array division warns "divide"
import numpy as np
print(np.median(np.zeros((0, 3)), axis=0))
# expect: [nan nan nan]
# expect stderr: median_empty_axis_warnings.py:3: RuntimeWarning: Mean of empty slice.
# expect stderr: median_empty_axis_warnings.py:3: RuntimeWarning: invalid value encountered in divide
