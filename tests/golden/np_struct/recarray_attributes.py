# np.rec.array: fields are attributes (reads give ndarray views, writes assign the field), records
# are np.record with attribute access, slices and masks stay recarrays.
import numpy as np

r = np.rec.array([(1, 2.0), (3, 4.0)], dtype=[('a', 'i4'), ('b', 'f8')])
print(repr(r))
print(r)
print(type(r), type(r[0]), isinstance(r, np.ndarray), isinstance(r, np.recarray))
print(r.a, r.b, r[0].a, r[1].b, repr(r.a), type(r.a))
print(repr(r[0]), r[0])
r.a = [5, 6]
r[1].b = 9.5
r.b[0] = -1
print(repr(r))
print(repr(r[:1]), type(r[:1]))
print(repr(r[r.a > 5]))
print(r.shape, r.dtype, r.size, repr(r.dtype), r.dtype == np.dtype([('a', 'i4'), ('b', 'f8')]))
# expect: rec.array([(1, 2.), (3, 4.)],
# expect:           dtype=[('a', '<i4'), ('b', '<f8')])
# expect: [(1, 2.) (3, 4.)]
# expect: <class 'numpy.recarray'> <class 'numpy.record'> True True
# expect: [1 3] [2. 4.] 1 4.0 array([1, 3], dtype=int32) <class 'numpy.ndarray'>
# expect: (1, 2.) (1, 2.)
# expect: rec.array([(5, -1. ), (6,  9.5)],
# expect:           dtype=[('a', '<i4'), ('b', '<f8')])
# expect: rec.array([(5, -1.)],
# expect:           dtype=[('a', '<i4'), ('b', '<f8')]) <class 'numpy.recarray'>
# expect: rec.array([(6, 9.5)],
# expect:           dtype=[('a', '<i4'), ('b', '<f8')])
# expect: (2,) (numpy.record, [('a', '<i4'), ('b', '<f8')]) 2 dtype((numpy.record, [('a', '<i4'), ('b', '<f8')])) True
