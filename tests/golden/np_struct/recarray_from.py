# np.rec.fromarrays and np.rec.fromrecords / np.rec.array with names=: each column's format is
# the dtype np.array gives it.
import numpy as np

f = np.rec.fromarrays([np.array([1, 2]), np.array([0.5, 1.5])], names='u,v')
print(repr(f), f.u, f.v)
g = np.rec.fromarrays([[1, 2], [True, False]], names=['p', 'q'])
print(repr(g))
h = np.rec.fromrecords([(1, 2.5), (3, 4.5)], names='n, m')
print(repr(h), h.m.sum())
print(repr(np.rec.array([(1, 2.0)], names='m,n')))
print(repr(np.rec.array([(1, 2.0)])))
# expect: rec.array([(1, 0.5), (2, 1.5)],
# expect:           dtype=[('u', '<i8'), ('v', '<f8')]) [1 2] [0.5 1.5]
# expect: rec.array([(1,  True), (2, False)],
# expect:           dtype=[('p', '<i8'), ('q', '?')])
# expect: rec.array([(1, 2.5), (3, 4.5)],
# expect:           dtype=[('n', '<i8'), ('m', '<f8')]) 7.0
# expect: rec.array([(1, 2.)],
# expect:           dtype=[('m', '<i8'), ('n', '<f8')])
# expect: rec.array([(1, 2.)],
# expect:           dtype=[('f0', '<i8'), ('f1', '<f8')])
