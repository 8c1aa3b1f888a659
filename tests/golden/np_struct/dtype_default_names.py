import numpy as np
print(repr(np.dtype([('', 'f8'), ('', 'i4')])))
print(np.dtype([('a', 'f8'), ('', 'i4')]).names)
# expect: dtype([('f0', '<f8'), ('f1', '<i4')])
# expect: ('a', 'f1')
