import numpy as np
print(repr(np.full(2, ['a', 'b'])), repr(np.full((2, 2), [b'a', b'bc'])), repr(np.full(2, 'x', dtype='S3')))
# expect: array(['a', 'b'], dtype='<U1') array([[b'a', b'bc'],
# expect:        [b'a', b'bc']], dtype='|S2') array([b'x', b'x'], dtype='|S3')
