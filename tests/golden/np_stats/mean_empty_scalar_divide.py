# np.mean / np.var of an empty array: the final division is NumPy scalar math ("scalar divide")
import numpy as np
print(np.mean([]))
print(np.var(np.array([], dtype=np.float32)))
# expect: nan
# expect: nan
# expect stderr: mean_empty_scalar_divide.py:3: RuntimeWarning: Mean of empty slice.
# expect stderr: mean_empty_scalar_divide.py:3: RuntimeWarning: invalid value encountered in scalar divide
# expect stderr: mean_empty_scalar_divide.py:4: RuntimeWarning: Degrees of freedom <= 0 for slice
