import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.0, 4)], dtype=dt)
b = np.array([(1.0, 2), (3.0, 5)], dtype=dt)
print(a == b, a != b)
print(a[0] == b[0], a[1] == b[1], a[1] != b[1])
print(a == a[0])
# expect: [ True False] [False  True]
# expect: True False True
# expect: [ True False]
