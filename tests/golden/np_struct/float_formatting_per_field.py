import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'f4'), ('b', '?')])
a = np.array([(1.123456789, 2, True), (1e10, 0.5, False), (-3, 1, True)], dtype=dt)
print(a)
print(repr(a))
print(a[1])
# expect: [( 1.12345679e+00, 2. ,  True) ( 1.00000000e+10, 0.5, False)
# expect:  (-3.00000000e+00, 1. ,  True)]
# expect: array([( 1.12345679e+00, 2. ,  True), ( 1.00000000e+10, 0.5, False),
# expect:        (-3.00000000e+00, 1. ,  True)],
# expect:       dtype=[('x', '<f8'), ('y', '<f4'), ('b', '?')])
# expect: (1.e+10, 0.5, False)
