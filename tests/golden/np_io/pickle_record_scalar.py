# A record (np.void of a structured array) pickles as numpy.core.multiarray.scalar(dtype, its
# bytes) and copies as one.
import numpy as np, pickle, copy
a = np.array([(1, 2.5, 'xy')], dtype=[('a', 'i4'), ('b', 'f8'), ('c', 'U2')])
r = a[0]
for x in [r]:
    y = pickle.loads(pickle.dumps(x))
    print(repr(y), type(y).__name__, y.dtype)
    print(repr(copy.deepcopy(x)), repr(copy.copy(x)))
print(pickle.dumps(r) == pickle.dumps(pickle.loads(pickle.dumps(r))))
# expect: (1, 2.5, 'xy') void [('a', '<i4'), ('b', '<f8'), ('c', '<U2')]
# expect: (1, 2.5, 'xy') (1, 2.5, 'xy')
# expect: True
