import numpy as np
dt = np.dtype([('m', 'f8', (2, 2)), ('k', 'i2')])
a = np.zeros(2, dt)
a['m'][1] = [[1, 2], [3, 4.5]]
print(a)
print(a[1])
# expect: [([[0. , 0. ], [0. , 0. ]], 0) ([[1. , 2. ], [3. , 4.5]], 0)]
# expect: ([[1. , 2. ], [3. , 4.5]], 0)
