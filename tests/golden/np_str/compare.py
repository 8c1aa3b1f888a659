import numpy as np
a = np.array(['a', 'bb', 'c'])
print(a == 'bb', a != 'bb')
print(a == ['a', 'x', 'c'], a > 'b', a <= 'bb')
print(np.array(['x', 'y']) == np.array(['x', 'z']))
# expect: [False  True False] [ True False  True]
# expect: [ True False  True] [False  True  True] [ True  True False]
# expect: [ True False]
