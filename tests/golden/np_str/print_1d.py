import numpy as np
a = np.array(['a', 'bb'])
print(a)
print(repr(a))
# expect: ['a' 'bb']
# expect: array(['a', 'bb'], dtype='<U2')
