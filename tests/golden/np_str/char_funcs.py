import numpy as np
a = np.array(['ab', 'Cd'])
print(np.char.upper(a), np.char.lower(a), repr(np.char.upper(a)))
print(repr(np.char.add(a, '!')), np.char.add(np.array(['a', 'b']), np.array(['x', 'yy'])))
# expect: ['AB' 'CD'] ['ab' 'cd'] array(['AB', 'CD'], dtype='<U2')
# expect: array(['ab!', 'Cd!'], dtype='<U3') ['ax' 'byy']
