# numba.typeof of NumPy string arrays: unicode items are [unichr x n], bytes items [char x n],
# with the array's dimensions and layout.
import numpy as np
from numba import typeof

print(typeof(np.array(['ab'])))
print(typeof(np.array([['abc', 'd']])))
print(typeof(np.array(['ab', 'cd', 'ef'])[::2]))
print(typeof(np.array([b'ab', b'xyz'])))
print(typeof(np.array(['a', 'b', 'c']).reshape(3, 1)))
# expect: array([unichr x 2], 1d, C)
# expect: array([unichr x 3], 2d, C)
# expect: array([unichr x 2], 1d, A)
# expect: array([char x 3], 1d, C)
# expect: array([unichr x 1], 2d, C)
