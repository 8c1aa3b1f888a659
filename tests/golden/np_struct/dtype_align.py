import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i1'), ('z', 'f4')], align=True)
print(repr(dt))
print(dt)
print(dt.itemsize, dt.alignment, dt.isalignedstruct)
print(dt.fields)
print(dt.descr)
# expect: dtype([('x', '<f8'), ('y', 'i1'), ('z', '<f4')], align=True)
# expect: {'names': ['x', 'y', 'z'], 'formats': ['<f8', 'i1', '<f4'], 'offsets': [0, 8, 12], 'itemsize': 16, 'aligned': True}
# expect: 16 8 True
# expect: {'x': (dtype('float64'), 0), 'y': (dtype('int8'), 8), 'z': (dtype('float32'), 12)}
# expect: [('x', '<f8'), ('y', '|i1'), ('', '|V3'), ('z', '<f4')]
