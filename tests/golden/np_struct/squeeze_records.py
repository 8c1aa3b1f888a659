# np.squeeze and a.squeeze() of records: the length-one axes go; no axis left gives a 0-d array.
import numpy as np

a = np.zeros((1, 2), dtype=[('x', 'f8'), ('y', 'i4')])
print(repr(np.squeeze(a)), repr(a.squeeze()))
b = np.array([(1.5, 2)], dtype=[('x', 'f8'), ('y', 'i4')])
s = np.squeeze(b)
print(repr(s), s.shape, s.ndim, s['x'], s['y'])
print(s)
c = np.zeros((2, 1, 3), dtype=[('v', 'i2')])
print(np.squeeze(c, axis=1).shape, c.squeeze().shape)
# expect: array([(0., 0), (0., 0)], dtype=[('x', '<f8'), ('y', '<i4')]) array([(0., 0), (0., 0)], dtype=[('x', '<f8'), ('y', '<i4')])
# expect: array((1.5, 2), dtype=[('x', '<f8'), ('y', '<i4')]) () 0 1.5 2
# expect: (1.5, 2)
# expect: (2, 3) (2, 3)
