import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4'), ('z', 'f4')])
a = np.array([(1.0, 2, 3.0), (4.0, 5, 6.0)], dtype=dt)
print(a[['x', 'y', 'z']])
s = a[['x', 'z']]
print(s)
print(repr(s))
print(s.dtype.names)
# expect: [(1., 2, 3.) (4., 5, 6.)]
# expect: [(1., 3.) (4., 6.)]
# expect: array([(1., 3.), (4., 6.)],
# expect:       dtype={'names': ['x', 'z'], 'formats': ['<f8', '<f4'], 'offsets': [0, 12], 'itemsize': 16})
# expect: ('x', 'z')
