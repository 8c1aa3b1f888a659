# complex arrays take NumPy's fast scalar powers too: ** 0.5 is np.sqrt, ** -1 np.reciprocal
import numpy as np
print(np.array(1 + 1j) ** 0.5)
print(np.array([1 + 2j, 3 - 1j]) ** -1, np.array([1 + 2j]) ** 2)
print(np.array([0j]) ** -1)

# expect: (1.09868411346781+0.45508986056222733j)
# expect: [0.2-0.4j 0.3+0.1j] [-3.+4.j]
# expect: [nan+nanj]
# expect stderr: power_fast_scalar.py:5: RuntimeWarning: invalid value encountered in reciprocal
