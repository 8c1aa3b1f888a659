import numpy as np
b = np.bytes_(b'xy')
print(b, repr(b), type(b), b[0], b[:1])
print(repr(np.array([b, b'z'])))
# expect: b'xy' b'xy' <class 'numpy.bytes_'> 120 b'x'
# expect: array([b'xy', b'z'], dtype='|S2')
