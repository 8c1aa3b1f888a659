import numpy as np
print(repr(np.array(['abc', 'de'], dtype='U2')))
print(repr(np.array(['a', 'b'], dtype='<U5')))
print(repr(np.array([1, 22], dtype=str)))
# expect: array(['ab', 'de'], dtype='<U2')
# expect: array(['a', 'b'], dtype='<U5')
# expect: array(['1', '22'], dtype='<U2')
