import numpy as np
a = np.array(['b', 'a', 'c', 'a'])
print(np.argsort(a), a[np.argsort(a)])
# expect: [1 3 0 2] ['a' 'a' 'b' 'c']
