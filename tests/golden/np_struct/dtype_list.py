import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
print(dt)
print(repr(dt))
print(dt.names)
print(dt.itemsize)
print(dt.descr)
# expect: [('x', '<f8'), ('y', '<i4')]
# expect: dtype([('x', '<f8'), ('y', '<i4')])
# expect: ('x', 'y')
# expect: 12
# expect: [('x', '<f8'), ('y', '<i4')]
