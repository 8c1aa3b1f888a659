# np.void: the class of structured scalars (np.record, a recarray's, is a subclass), the
# unstructured voids np.void(bytes) / np.void(n) make, and NumPy 1.24's deprecated np.void0.
import numpy as np

rec = np.array([(1, 2.0)], dtype=[('a', 'i4'), ('b', 'f8')])
r = rec[0]
print(type(r) is np.void, isinstance(r, np.void), type(r).__name__, type(r))
rr = np.rec.array([(1, 2.0)], dtype=[('a', 'i4'), ('b', 'f8')])[0]
print(type(rr) is np.record, isinstance(rr, np.void), isinstance(rr, np.record))
print(isinstance(r, np.record), isinstance(1.0, np.void), isinstance(np.float64(1), np.void))
v = np.void(b'ab')
print(repr(v), v, type(v) is np.void, isinstance(v, np.void), type(v).__name__)
print(v.itemsize, v.nbytes, v.tobytes(), v.shape, v.ndim)
for n in [0, 3, True, np.int8(2), b'']:
    print(repr(np.void(n)))
print(np.void(b'ab') == np.void(b'ab'), np.void(b'ab') == np.void(b'ac'), np.void(b'ab') != np.void(b'ab'))
try:
    np.void(b'a') != np.void(b'ab')
except TypeError as e:
    print("TypeError:", e)
for bad in ['ab', 2.5, -1]:
    try:
        np.void(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
try:
    np.void(b'ab') == b'ab'
except TypeError as e:
    print("TypeError:", e)
print(np.void0 is np.void)
print(np.void, np.void.__name__)

# expect stderr: void_class.py:30: DeprecationWarning: `np.void0` is a deprecated alias for `np.void`.  (Deprecated NumPy 1.24)

# expect: True True void <class 'numpy.void'>
# expect: True True True
# expect: False False False
# expect: void(b'\x61\x62') b'\x61\x62' True True void
# expect: 2 2 b'ab' () 0
# expect: void(b'\x00')
# expect: void(b'\x00\x00\x00')
# expect: void(b'\x00')
# expect: void(b'\x00\x00')
# expect: void(b'')
# expect: True False False
# expect: TypeError: cannot compare unstructured voids of different length. Use bytes to compare. (This may return array of False in the future.)
# expect: TypeError: A bytes-like object is required, not 'str'
# expect: TypeError: A bytes-like object is required, not 'float'
# expect: OverflowError: size must be non-negative and not greater than 2147483647
# expect: TypeError: Cannot compare structured or void to non-void arrays.
# expect: True
# expect: <class 'numpy.void'> void
