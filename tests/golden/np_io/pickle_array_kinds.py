# pickle round trips of arrays of strings, bytes, datetimes, records and objects (NumPy 1.24's
# bytes: UCS4 strings, int64 datetimes, the records' bytes, an object array's item list); an
# array pickled twice in one pickle comes back as one object.
import pickle
import numpy as np

kinds = [np.array(['ab', 'cde', 'é€']), np.array([b'x', b'yz']),
         np.array(['2020-01-01', '2021-03-04'], dtype='M8[D]'), np.array([1, 2], dtype='m8[s]'),
         np.array([(1, 2.5, 'u'), (3, 4.5, 'vw')], dtype=[('a', 'i4'), ('b', 'f8'), ('c', 'U2')]),
         np.array([1, 'a', None, [2, 3]], dtype=object), np.array([['a', 'b'], ['c', 'd']])]
for a in kinds:
    b = pickle.loads(pickle.dumps(a))
    print(repr(b), b.shape, b.dtype == a.dtype)
print(pickle.dumps(np.array(['ab', 'c'])))
s = np.array(['x', 'yy'])
l = pickle.loads(pickle.dumps([s, s, {'k': s}]))
print(l[0] is l[1], l[2]['k'] is l[0])
o = pickle.loads(pickle.dumps(np.array([np.arange(2), 'z'], dtype=object)))
print(o, type(o[0]).__name__)
# expect: array(['ab', 'cde', 'é€'], dtype='<U3') (3,) True
# expect: array([b'x', b'yz'], dtype='|S2') (2,) True
# expect: array(['2020-01-01', '2021-03-04'], dtype='datetime64[D]') (2,) True
# expect: array([1, 2], dtype='timedelta64[s]') (2,) True
# expect: array([(1, 2.5, 'u'), (3, 4.5, 'vw')],
# expect:       dtype=[('a', '<i4'), ('b', '<f8'), ('c', '<U2')]) (2,) True
# expect: array([1, 'a', None, list([2, 3])], dtype=object) (4,) True
# expect: array([['a', 'b'],
# expect:        ['c', 'd']], dtype='<U1') (2, 2) True
# expect: b'\x80\x04\x95\x92\x00\x00\x00\x00\x00\x00\x00\x8c\x15numpy.core.multiarray\x94\x8c\x0c_reconstruct\x94\x93\x94\x8c\x05numpy\x94\x8c\x07ndarray\x94\x93\x94K\x00\x85\x94C\x01b\x94\x87\x94R\x94(K\x01K\x02\x85\x94h\x03\x8c\x05dtype\x94\x93\x94\x8c\x02U2\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01<\x94NNNK\x08K\x04K\x08t\x94b\x89C\x10a\x00\x00\x00b\x00\x00\x00c\x00\x00\x00\x00\x00\x00\x00\x94t\x94b.'
# expect: True True
# expect: [array([0, 1]) 'z'] ndarray
