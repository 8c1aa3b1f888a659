# np.ndarray(shape, dtype, buffer, offset, strides, order) and ndarray.__new__ of a subclass over a buffer.
import numpy as np

class View(np.ndarray):
    pass

b = np.arange(6)
r = np.ndarray((2, 3), dtype=int, buffer=b)
print(r)
r[0, 0] = 99
print(b)
print(np.ndarray((2,), dtype=np.int32, buffer=np.arange(4, dtype=np.int32), offset=4, strides=(8,)))
print(np.ndarray((2, 2), dtype=np.int8, buffer=b'1234', order='F'))
print(np.ndarray((3,)).shape, np.ndarray((2, 2), dtype=np.int16).dtype)
v = np.ndarray.__new__(View, (2,), buffer=np.arange(2.))
print(repr(v), type(v).__name__)
w = View((2, 2), dtype=np.float32, buffer=np.ones(4, dtype=np.float32))
print(repr(w))
for f in [lambda: np.ndarray((10,), buffer=b'12'),
          lambda: np.ndarray((3,), dtype=np.int8, buffer=b'1234', strides=(2,)),
          lambda: np.ndarray((2,), dtype=np.int8, buffer=b'1234', offset=3),
          lambda: np.ndarray.__new__(list, (2,))]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# expect: [[0 1 2]
# expect:  [3 4 5]]
# expect: [99  1  2  3  4  5]
# expect: [1 3]
# expect: [[49 51]
# expect:  [50 52]]
# expect: (3,) int16
# expect: View([0., 1.]) View
# expect: View([[1., 1.],
# expect:       [1., 1.]], dtype=float32)
# expect: TypeError buffer is too small for requested array
# expect: ValueError strides is incompatible with shape of requested array and size of buffer
# expect: TypeError buffer is too small for requested array
# expect: TypeError numpy.ndarray.__new__(list): list is not a subtype of numpy.ndarray
