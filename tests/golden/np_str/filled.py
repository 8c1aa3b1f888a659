import numpy as np
print(repr(np.zeros(2, dtype=str)), repr(np.ones(2, dtype=str)))
print(repr(np.empty((2, 2), dtype='U3')))
print(repr(np.full(3, 'ab')), repr(np.full(2, 'abc', dtype='U2')))
# expect: array(['', ''], dtype='<U1') array(['1', '1'], dtype='<U1')
# expect: array([['', ''],
# expect:        ['', '']], dtype='<U3')
# expect: array(['ab', 'ab', 'ab'], dtype='<U2') array(['ab', 'ab'], dtype='<U2')
