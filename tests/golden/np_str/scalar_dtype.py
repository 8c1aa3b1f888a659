import numpy as np
print(repr(np.str_('').dtype), np.str_('ab').dtype, np.bytes_(b'abc').dtype, np.array(['x', 'yy'])[0].dtype)
print(np.array([b'x'])[0].dtype.kind, np.array(['x'])[0].dtype.itemsize)
# expect: dtype('<U') <U2 |S3 <U1
# expect: S 4
