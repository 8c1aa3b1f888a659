import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(0, dt)
print(a, repr(a), len(a))
print(repr(np.zeros((0, 2), dt)))
# expect: [] array([], dtype=[('x', '<f8'), ('y', '<i4')]) 0
# expect: array([], shape=(0, 2), dtype=[('x', '<f8'), ('y', '<i4')])
