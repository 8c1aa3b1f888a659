import numpy as np
a = np.zeros(2, np.dtype([('x', 'i4')]))
print(a, a[0])
print(repr(a))
# expect: [(0,) (0,)] (0,)
# expect: array([(0,), (0,)], dtype=[('x', '<i4')])
