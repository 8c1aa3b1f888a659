# np.median over an empty axis with results left: the mean's array division warns "divide"
import numpy as np
print(np.median(np.zeros((0, 3)), axis=0))
# expect: [nan nan nan]
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/fromnumeric.py:3464: RuntimeWarning: Mean of empty slice.
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:184: RuntimeWarning: invalid value encountered in divide
