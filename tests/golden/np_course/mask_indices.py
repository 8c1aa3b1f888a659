# np.mask_indices(n, mask_func, k): the nonzero positions of mask_func(ones((n, n)), k)
import numpy as np
print(np.mask_indices(3, np.triu))
a = np.arange(9).reshape(3, 3)
print(a[np.mask_indices(3, np.triu, 1)], a[np.mask_indices(3, np.tril, k=-1)])

# expect: (array([0, 0, 0, 1, 1, 2]), array([0, 1, 2, 1, 2, 2]))
# expect: [1 2 5] [3 6 7]
