# expand_dims, flip, fliplr/flipud and moveaxis make views.
import numpy as np

a = np.arange(6).reshape(2, 3)
print(np.expand_dims(a, 0).shape, np.expand_dims(a, -1).shape, np.expand_dims(a, (0, 2)).shape)
print(np.flip(a), np.flip(a, 0), np.fliplr(a), np.flipud(a))
f = np.flip(a, axis=1)
f[0, 0] = 50
print(a[0, 2], f.base is a)
print(np.moveaxis(np.zeros((2, 3, 4)), 0, -1).shape, np.moveaxis(np.zeros((2, 3, 4)), -1, 0).shape)

# expect: (1, 2, 3) (2, 3, 1) (1, 2, 1, 3)
# expect: [[5 4 3]
# expect:  [2 1 0]] [[3 4 5]
# expect:  [0 1 2]] [[2 1 0]
# expect:  [5 4 3]] [[3 4 5]
# expect:  [0 1 2]]
# expect: 50 False
# expect: (3, 4, 2) (4, 2, 3)
