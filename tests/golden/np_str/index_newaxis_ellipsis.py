import numpy as np
# None (np.newaxis) and ... in a string array's index
a = np.array(['a', 'b', 'cc', 'd'])
m = a.reshape(2, 2)
print(a[None].shape, a[:, None].shape, a[None, ::2, None].shape)
print(m[..., 0], m[None, ..., 1], m[1, ..., None])
# expect: (1, 4) (4, 1) (1, 2, 1)
# expect: ['a' 'cc'] [['b' 'd']] [['cc']
# expect:  ['d']]
