import numpy as np
b = np.array([[b'x', b'yy'], [b'zzz', b'']])
print(b)
print(repr(b))
print(b[1], b[:, 1], b.tolist())
# expect: [[b'x' b'yy']
# expect:  [b'zzz' b'']]
# expect: array([[b'x', b'yy'],
# expect:        [b'zzz', b'']], dtype='|S3')
# expect: [b'zzz' b''] [b'yy' b''] [[b'x', b'yy'], [b'zzz', b'']]
