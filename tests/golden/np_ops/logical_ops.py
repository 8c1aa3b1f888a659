import numpy as np
a = np.array([True, True, False, False])
b = np.array([True, False, True, False])
print(np.logical_and(a, b))
print(np.logical_or(a, b))
print(np.logical_xor(a, b))
print(np.logical_not(a))
print(np.logical_and(np.array([0, 1, 2]), 1.5))
# expect: [ True False False False]
# expect: [ True  True  True False]
# expect: [False  True  True False]
# expect: [False False  True  True]
# expect: [False  True  True]
