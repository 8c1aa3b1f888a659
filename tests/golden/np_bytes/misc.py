import numpy as np
print(np.array(b'ab'), repr(np.array(b'ab')), str(np.bytes_(b'a')))
print(repr(np.array(['a', b'b'])), repr(np.array([b'a', 1])))
print(float(np.bytes_(b'1.5')), int(np.bytes_(b'7')))
print(repr(np.array([b'x'], dtype='S2').astype('U')), np.array([b'x']).astype('U3').dtype)
# expect: b'ab' array(b'ab', dtype='|S2') b'a'
# expect: array(['a', 'b'], dtype='<U1') array([b'a', b'1'], dtype='|S21')
# expect: 1.5 7
# expect: array(['x'], dtype='<U2') <U3
