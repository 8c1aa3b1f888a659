import numpy as np
e = np.zeros(3, dtype='S4')
print(repr(e))
e[1] = b'hello'
e[2] = 'hi'
e[0] = 7
print(repr(e))
e[e == b'hi'] = b'yo'
e[:2] = [b'p', b'q']
print(e, e[-1], e[::-1])
print(b'q' in e, b'zz' in e, 'q' in e)
# expect: array([b'', b'', b''], dtype='|S4')
# expect: array([b'7', b'hell', b'hi'], dtype='|S4')
# expect: [b'p' b'q' b'yo'] b'yo' [b'yo' b'q' b'p']
# expect: True False False
