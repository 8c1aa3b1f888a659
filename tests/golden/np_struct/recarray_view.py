# a.view(np.recarray) shares the records; np.rec.array copies a structured array; shapes and
# empty arrays print as NumPy's recarray.__repr__.
import numpy as np

s = np.array([(1, 2.0)], dtype=[('a', 'i4'), ('b', 'f8')])
t = s.view(np.recarray)
t.a[0] = 7
print(s, t.b)
c = np.rec.array(s)
c.a = 0
print(repr(c), s['a'])
print(repr(np.rec.array(np.zeros((2, 2), dtype=[('a', 'i2')]))))
print(repr(np.rec.array(np.zeros(0, dtype=[('a', 'i2')]))))
print(repr(np.recarray((2,), dtype=[('q', 'i8')]).shape), np.recarray(3, formats='i4,f8', names='x,y').dtype.names)
print(isinstance(s, np.ndarray), isinstance(s, np.recarray), isinstance(t, np.recarray))
# expect: [(7, 2.)] [2.]
# expect: rec.array([(0, 2.)],
# expect:           dtype=[('a', '<i4'), ('b', '<f8')]) [7]
# expect: rec.array([[(0,), (0,)],
# expect:            [(0,), (0,)]],
# expect:           dtype=[('a', '<i2')])
# expect: rec.array([],
# expect:           dtype=[('a', '<i2')])
# expect: (2,) ('x', 'y')
# expect: True False True
