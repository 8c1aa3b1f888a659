import numpy as np
dt = np.dtype([('v', 'f4', (3,)), ('m', np.int64)])
print(repr(dt), dt.itemsize)
print(dt.fields)
print(dt.descr)
print(dt['v'], repr(dt['v']), dt['v'].shape, dt['v'].base)
print(np.dtype([('m', 'f8', (2, 3))]))
print(np.dtype([('k', 'i2', 4)]))
# expect: dtype([('v', '<f4', (3,)), ('m', '<i8')]) 20
# expect: {'v': (dtype(('<f4', (3,))), 0), 'm': (dtype('int64'), 12)}
# expect: [('v', '<f4', (3,)), ('m', '<i8')]
# expect: ('<f4', (3,)) dtype(('<f4', (3,))) (3,) float32
# expect: [('m', '<f8', (2, 3))]
# expect: [('k', '<i2', (4,))]
