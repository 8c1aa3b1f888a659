import numpy as np
a = np.array(['a', 'bb'])
print(np.where(a == 'bb', 'yes', 'no'))
print(repr(np.where(np.array([True, False]), a, 'zzzz')))
print(np.where(np.array([1, 0, 1]) > 0, 'pos', 'neg'))
# expect: ['no' 'yes']
# expect: array(['a', 'zzzz'], dtype='<U4')
# expect: ['pos' 'neg' 'pos']
