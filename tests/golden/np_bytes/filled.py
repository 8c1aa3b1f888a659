import numpy as np
print(repr(np.zeros(2, dtype='S3')), repr(np.empty(0, dtype='S')))
print(repr(np.full(3, b'ab')), repr(np.full((2, 1), 'x', dtype='S2')))
# expect: array([b'', b''], dtype='|S3') array([], dtype='|S1')
# expect: array([b'ab', b'ab', b'ab'], dtype='|S2') array([[b'x'],
# expect:        [b'x']], dtype='|S2')
