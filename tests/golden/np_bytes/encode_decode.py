import numpy as np
print(np.char.decode(np.array([b'ab', b'c'])), repr(np.char.encode(np.array(['ab', 'c']))))
print(repr(np.char.decode(np.array([b'ab', b'c']), 'ascii')), repr(np.char.encode(np.array(['\u00e9']), 'utf-8')))
print(repr(np.char.decode(np.array([b'\xc3\xa9']), encoding='utf-8')), repr(np.char.encode(np.array(['ab', '']))))
# expect: ['ab' 'c'] array([b'ab', b'c'], dtype='|S2')
# expect: array(['ab', 'c'], dtype='<U2') array([b'\xc3\xa9'], dtype='|S2')
# expect: array(['é'], dtype='<U1') array([b'ab', b''], dtype='|S2')
