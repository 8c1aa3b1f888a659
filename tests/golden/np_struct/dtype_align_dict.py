import numpy as np
dt = np.dtype({'names': ['a', 'b'], 'formats': ['i1', 'f8']}, align=True)
print(repr(dt))
print(dt)
print(dt.descr)
# expect: dtype([('a', 'i1'), ('b', '<f8')], align=True)
# expect: {'names': ['a', 'b'], 'formats': ['i1', '<f8'], 'offsets': [0, 8], 'itemsize': 16, 'aligned': True}
# expect: [('a', '|i1'), ('', '|V7'), ('b', '<f8')]
