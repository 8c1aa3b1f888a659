import numpy as np
a = np.array(['a', 'b', 'c'])
print(a[[2, 0, 2]])
print(a[np.array([1, 1])])
# expect: ['c' 'a' 'c']
# expect: ['b' 'b']
