# np.mean / np.var of an empty array: the final division is NumPy scalar math ("scalar divide")
# for float64, the ufunc for float32; the warnings show at the lines of NumPy's _methods.py
import numpy as np
print(np.mean([]))
print(np.var(np.array([], dtype=np.float32)))
# expect: nan
# expect: nan
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/fromnumeric.py:3464: RuntimeWarning: Mean of empty slice.
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:192: RuntimeWarning: invalid value encountered in scalar divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/fromnumeric.py:3747: RuntimeWarning: Degrees of freedom <= 0 for slice
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:226: RuntimeWarning: invalid value encountered in divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:261: RuntimeWarning: invalid value encountered in divide
