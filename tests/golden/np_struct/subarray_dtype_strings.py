# a one-item comma string with a shape ('3i4', '(2,3)f8') is a subarray dtype, not a structure
import numpy as np
for spec in ['(2,3)f8', '(3,)i4', '3i4', '2f4', ' (2, 2)u1', '()f8', '(2,3)f8, i4', '3i4,f8']:
    d = np.dtype(spec)
    print(repr(d), d.shape, d.itemsize, d.names)
a = np.zeros(2, dtype='3i4')
print(a.shape, a.dtype)
print(np.ones(1, dtype='(2,2)f4'))
s = np.zeros(2, dtype=[('pos', '(2,)f8'), ('id', 'i4')])
print(s.dtype, s['pos'].shape)


# expect: dtype(('<f8', (2, 3))) (2, 3) 48 None
# expect: dtype(('<i4', (3,))) (3,) 12 None
# expect: dtype(('<i4', (3,))) (3,) 12 None
# expect: dtype(('<f4', (2,))) (2,) 8 None
# expect: dtype(('u1', (2, 2))) (2, 2) 4 None
# expect: dtype('float64') () 8 None
# expect: dtype([('f0', '<f8', (2, 3)), ('f1', '<i4')]) () 52 ('f0', 'f1')
# expect: dtype([('f0', '<i4', (3,)), ('f1', '<f8')]) () 20 ('f0', 'f1')
# expect: (2, 3) int32
# expect: [[[1. 1.]
# expect:   [1. 1.]]]
# expect: [('pos', '<f8', (2,)), ('id', '<i4')] (2, 2)
