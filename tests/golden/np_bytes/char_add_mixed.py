import numpy as np
print(repr(np.char.add(np.array([b'a']), np.array(['b']))), repr(np.char.add(np.array([b'xy']), 'z')))
# expect: array(['ab'], dtype='<U2') array(['xyz'], dtype='<U3')
