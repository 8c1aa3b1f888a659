import numpy as np
dt = np.dtype([('x', 'i1'), ('y', 'f8')], align=True)
a = np.zeros(2, dt)
a['y'] = [1.5, 2.5]
print(a, a.itemsize, a['y'].strides)
print(repr(a))
# expect: [(0, 1.5) (0, 2.5)] 16 (16,)
# expect: array([(0, 1.5), (0, 2.5)],
# expect:       dtype={'names': ['x', 'y'], 'formats': ['i1', '<f8'], 'offsets': [0, 8], 'itemsize': 16, 'aligned': True})
