# Subclasses pickle as NumPy's: np.matrix, np.chararray, np.recarray and masked arrays keep
# their class; a user subclass with __reduce__/__setstate__ (NumPy's "Subclassing ndarray"
# example) keeps its extra attribute, one without keeps its class.
import pickle
import numpy as np

class RealisticInfoArray(np.ndarray):
    def __new__(cls, input_array, info=None):
        obj = np.asarray(input_array).view(cls)
        obj.info = info
        return obj

    def __array_finalize__(self, obj):
        if obj is None:
            return
        self.info = getattr(obj, 'info', None)

    def __reduce__(self):
        pickled_state = super(RealisticInfoArray, self).__reduce__()
        new_state = pickled_state[2] + (self.info,)
        return (pickled_state[0], pickled_state[1], new_state)

    def __setstate__(self, state):
        self.info = state[-1]
        super(RealisticInfoArray, self).__setstate__(state[0:-1])

class Plain(np.ndarray):
    pass

a = pickle.loads(pickle.dumps(RealisticInfoArray([1, 2, 3], info='meta')))
print(type(a).__name__, repr(a), a.info)
print(repr(pickle.loads(pickle.dumps(np.arange(4.0).view(Plain)))))
for x in [np.matrix([[1, 2], [3, 4]]), np.char.array(['a', 'bc']),
          np.rec.array([(1, 2.0)], dtype=[('a', 'i4'), ('b', 'f8')]),
          np.ma.array([1.5, 2, 3], mask=[0, 1, 0], fill_value=-1.0)]:
    y = pickle.loads(pickle.dumps(x))
    print(type(y).__name__, repr(y))
print(pickle.dumps(np.matrix([[1, 2]])))
try:
    np.arange(3).view(Plain).__setstate__((1, (3,), np.dtype('i8'), False, b'xx'))
except ValueError as e:
    print('ValueError:', e)
try:
    np.arange(3).view(Plain).__setstate__((1, (3,)))
except TypeError as e:
    print('TypeError:', e)
# expect: RealisticInfoArray RealisticInfoArray([1, 2, 3]) meta
# expect: Plain([0., 1., 2., 3.])
# expect: matrix matrix([[1, 2],
# expect:         [3, 4]])
# expect: chararray chararray(['a', 'bc'], dtype='<U2')
# expect: recarray rec.array([(1, 2.)],
# expect:           dtype=[('a', '<i4'), ('b', '<f8')])
# expect: MaskedArray masked_array(data=[1.5, --, 3.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=-1.0)
# expect: b'\x80\x04\x95\x99\x00\x00\x00\x00\x00\x00\x00\x8c\x15numpy.core.multiarray\x94\x8c\x0c_reconstruct\x94\x93\x94\x8c\x05numpy\x94\x8c\x06matrix\x94\x93\x94K\x00\x85\x94C\x01b\x94\x87\x94R\x94(K\x01K\x01K\x02\x86\x94h\x03\x8c\x05dtype\x94\x93\x94\x8c\x02i8\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01<\x94NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00t\x94b\x89C\x10\x01\x00\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x94t\x94b.'
# expect: ValueError: buffer size does not match array size
# expect: TypeError: __setstate__() argument 1 must be sequence of length 4, not 2
