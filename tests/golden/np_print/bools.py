# Booleans: True gets a leading space in arrays (width 5), none in 0-d arrays.
import numpy as np
print(np.array([True, False, True]))
print(np.array([True, True]))
print(repr(np.array([False, True])))
print(repr(np.array(True)))
print(np.arange(6) > 2)

# expect: [ True False  True]
# expect: [ True  True]
# expect: array([False,  True])
# expect: array(True)
# expect: [False False False  True  True  True]
