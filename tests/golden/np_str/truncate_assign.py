import numpy as np
a = np.array(['a', 'bb'])
a[0] = 'xyz'
print(a)
a[1] = 5
print(a)
# expect: ['xy' 'bb']
# expect: ['xy' '5']
