import numpy as np
print(repr(np.dtype({'names': 'ab', 'formats': ['f8', 'i4']})))
# expect: dtype([('a', '<f8'), ('b', '<i4')])
