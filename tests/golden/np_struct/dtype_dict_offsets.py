import numpy as np
dt = np.dtype({'names': ['a', 'b'], 'formats': ['f8', 'i1'], 'offsets': [0, 10]})
print(repr(dt))
print(dt.itemsize, dt.descr)
dt2 = np.dtype({'names': ['a', 'b'], 'formats': ['f4', 'u1'], 'offsets': [0, 8], 'itemsize': 16})
print(dt2)
# expect: dtype({'names': ['a', 'b'], 'formats': ['<f8', 'i1'], 'offsets': [0, 10], 'itemsize': 11})
# expect: 11 [('a', '<f8'), ('', '|V2'), ('b', '|i1')]
# expect: {'names': ['a', 'b'], 'formats': ['<f4', 'u1'], 'offsets': [0, 8], 'itemsize': 16}
