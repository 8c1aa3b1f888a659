import numpy as np
t = np.array([True, False, True])
f = np.array([True, True, False])
print(t + f)
print(t * f)
print(t + 1)
print((t + 1).dtype)
print(t & f, t | f, t ^ f)
print(~t)
# expect: [ True  True  True]
# expect: [ True False False]
# expect: [2 1 2]
# expect: int64
# expect: [ True False False] [ True  True  True] [False  True  True]
# expect: [False  True False]
