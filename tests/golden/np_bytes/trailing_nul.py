import numpy as np
a = np.array([b'ab\x00', b'c\x00d'])
print(repr(a), a.tolist(), a[0], len(a[0]))
# expect: array([b'ab', b'c\x00d'], dtype='|S3') [b'ab', b'c\x00d'] b'ab' 2
