# Ellipsis and None (np.newaxis) in indices.
import numpy as np

a = np.arange(24).reshape(2, 3, 4)
print(a[..., 1].shape, a[0, ...].shape, a[..., 1, 2], a[1, ..., 3])
print(a[None].shape, a[:, np.newaxis].shape, a[..., None].shape, a[0, None, :, 1])
x = np.arange(3)
print(x[:, None].shape, np.newaxis is None, x[None, :].shape)

# expect: (2, 3) (3, 4) [ 6 18] [15 19 23]
# expect: (1, 2, 3, 4) (2, 1, 3, 4) (2, 3, 4, 1) [[1 5 9]]
# expect: (3, 1) True (1, 3)
