import numpy as np
a = np.dtype([('x', 'f8'), ('y', 'i4')])
print(a == np.dtype([('x', 'f8'), ('y', 'i4')]))
print(a == np.dtype([('x', 'f8'), ('z', 'i4')]))
print(a == np.dtype('f8,i4'), a != np.dtype('f8,i4'))
print(a == np.dtype('f8'))
# expect: True
# expect: False
# expect: False True
# expect: False
