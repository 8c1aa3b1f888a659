import numpy as np
print(repr(np.dtype('f8,i4')))
print(repr(np.dtype('f8, i4, ?')))
print(repr(np.dtype('3f4,(2,3)i2')))
# expect: dtype([('f0', '<f8'), ('f1', '<i4')])
# expect: dtype([('f0', '<f8'), ('f1', '<i4'), ('f2', '?')])
# expect: dtype([('f0', '<f4', (3,)), ('f1', '<i2', (2, 3))])
