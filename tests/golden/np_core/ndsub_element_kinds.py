# Subclass instances over string, object and structured arrays; reprs that wrap; indexing, iteration, conversions and deepcopy keeping the class.
import numpy as np
class C(np.ndarray):
    def __array_finalize__(self, obj):
        self.note = getattr(obj, 'note', 'x')
s = np.array(['ab', 'c']).view(C)
print(repr(s), s, s.note, type(s[0]))
o = np.array([1, 'a', None], dtype=object).view(C)
print(repr(o), o.note)
print(repr(np.arange(30.).view(C)))
print(repr(np.arange(4).reshape(2,2).view(C).sum()))
print(str(np.arange(3.).view(C).sum()))
c = np.arange(6).reshape(2, 3).view(C)
print(repr(c[0]), repr(c[:, 1]), repr(c[c > 2]), repr(c[[0, 1], [1, 2]]))
print(c.shape, c.T.shape, c.flatten().note, c.ravel().note)
print(type(c.real).__name__, type(c.base).__name__)
m = np.matrix([[1, 2]]); print(type(m).__name__, repr(m * 2))
print(np.ndarray, C.__bases__, C.__name__)
print(format(np.arange(2.).view(C)))
print(bool(np.array([1]).view(C)), float(np.array([2.5]).view(C)), int(np.array([3]).view(C)))
import copy
d = copy.deepcopy(c); print(type(d).__name__, d.note)
print(len(c), 3 in c, list(np.arange(2).view(C)))
class D(np.ndarray):
    pass
r = np.zeros(2, dtype=[('a', 'i4'), ('b', 'f8')]).view(D)
print(repr(r), type(r['a']).__name__, r['a'])
print(type(r[0]).__name__)
o = np.array([1, None], dtype=object)
print(repr(o.view()), repr(o.view(np.ndarray)))
try:
    o.view(np.int64)
except TypeError as e:
    print(e)
# expect: C(['ab', 'c'], dtype='<U2') ['ab' 'c'] x <class 'numpy.str_'>
# expect: C([1, 'a', None], dtype=object) x
# expect: C([ 0.,  1.,  2.,  3.,  4.,  5.,  6.,  7.,  8.,  9., 10., 11., 12., 13.,
# expect:    14., 15., 16., 17., 18., 19., 20., 21., 22., 23., 24., 25., 26., 27.,
# expect:    28., 29.])
# expect: C(6)
# expect: 3.0
# expect: C([0, 1, 2]) C([1, 4]) C([3, 4, 5]) C([1, 5])
# expect: (2, 3) (3, 2) x x
# expect: C ndarray
# expect: matrix matrix([[2, 4]])
# expect: <class 'numpy.ndarray'> (<class 'numpy.ndarray'>,) C
# expect: [0. 1.]
# expect: True 2.5 3
# expect: C x
# expect: 2 True [0, 1]
# expect: D([(0, 0.), (0, 0.)], dtype=[('a', '<i4'), ('b', '<f8')]) D [0 0]
# expect: void
# expect: array([1, None], dtype=object) array([1, None], dtype=object)
# expect: Cannot change data-type for object array.
