# a division by zero inside a reduction warns as NumPy's 'reduce'
import numpy as np
print(np.divide.reduce(np.array([1, 2, 0])))

# expect: inf
# expect stderr: reduce_divide_warning.py:3: RuntimeWarning: divide by zero encountered in reduce
