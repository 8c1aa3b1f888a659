# a string array's .astype(object): an object array of the Python str (or bytes) items
import numpy as np
s = np.array(['ab', 'c', 'hello'])
o = s.astype(object)
print(o, o.dtype, o.tolist(), type(o[0]).__name__)
print(repr(o))
m = np.array([['x', 'yy'], ['zzz', '']]).astype(object)
print(m)
print(repr(m), m.shape)
print(m[1, 0] + '!', (m + '?').tolist())
b = np.array([b'ab', b'c']).astype(object)
print(b, repr(b), b.tolist())
print(np.array(['a', 'b']).astype('O').dtype)
print(s[::-2].astype(object), np.array([['p', 'q'], ['r', 's']]).T.astype(object).tolist())
# expect: ['ab' 'c' 'hello'] object ['ab', 'c', 'hello'] str
# expect: array(['ab', 'c', 'hello'], dtype=object)
# expect: [['x' 'yy']
# expect:  ['zzz' '']]
# expect: array([['x', 'yy'],
# expect:        ['zzz', '']], dtype=object) (2, 2)
# expect: zzz! [['x?', 'yy?'], ['zzz?', '?']]
# expect: [b'ab' b'c'] array([b'ab', b'c'], dtype=object) [b'ab', b'c']
# expect: object
# expect: ['hello' 'ab'] [['p', 'r'], ['q', 's']]
