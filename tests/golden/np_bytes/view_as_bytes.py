# a.view('S<n>') of numeric arrays: their bytes cut into items (NUL-stripped as bytes items are);
# view('u1') and view(np.uint8) of wider numbers.
import numpy as np

a = np.array([1, 258], dtype=np.int16)
print(repr(a.view('u1')), repr(a.view(np.uint8)))
print(repr(np.array([1.0]).view('u1')))
print(repr(a.view('S1')), repr(a.view('S4')), repr(a.view('S2')))
print(repr(np.array([[65, 66], [67, 68]], dtype=np.uint8).view('S2')))
print(a.view('S1').dtype, a.view('S1').shape)
for s in ['S', 'S3']:
    try:
        a.view(s)
    except ValueError as e:
        print(type(e).__name__, e)
# expect: array([1, 0, 2, 1], dtype=uint8) array([1, 0, 2, 1], dtype=uint8)
# expect: array([  0,   0,   0,   0,   0,   0, 240,  63], dtype=uint8)
# expect: array([b'\x01', b'', b'\x02', b'\x01'], dtype='|S1') array([b'\x01\x00\x02\x01'], dtype='|S4') array([b'\x01', b'\x02\x01'], dtype='|S2')
# expect: array([[b'AB'],
# expect:        [b'CD']], dtype='|S2')
# expect: |S1 (4,)
# expect: ValueError When changing to a smaller dtype, its size must be a divisor of the size of original dtype
# expect: ValueError When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.
