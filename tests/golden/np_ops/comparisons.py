import numpy as np
a = np.array([1, 5, 3, 7])
b = np.array([2, 5, 1, 8])
print(a < b)
print(a <= b)
print(a == b)
print(a != b)
print(a > 3)
print(a >= b)
print(np.array([1.0, np.nan]) == np.array([1.0, np.nan]))
# expect: [ True False False  True]
# expect: [ True  True False  True]
# expect: [False  True False False]
# expect: [ True False  True  True]
# expect: [False  True False  True]
# expect: [False  True  True False]
# expect: [ True False]
