import numpy as np
dt = np.dtype({'names': ['a', 'b'], 'formats': ['f4', 'u1']})
print(repr(dt), dt.itemsize)
print(dt.descr)
# expect: dtype([('a', '<f4'), ('b', 'u1')]) 5
# expect: [('a', '<f4'), ('b', '|u1')]
