import numpy as np
print(repr(np.concatenate([np.array(['a']), np.array(['bcd'])])))
print(repr(np.concatenate((np.array(['x', 'y']), ['zz']))))
# expect: array(['a', 'bcd'], dtype='<U3')
# expect: array(['x', 'y', 'zz'], dtype='<U2')
