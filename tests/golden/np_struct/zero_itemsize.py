import numpy as np
a = np.zeros(3, np.dtype([]))
print(a.shape, a.itemsize, repr(a.dtype))
print(a.reshape(3, 1).shape, a.flatten().shape, len(a))
# expect: (3,) 0 dtype([])
# expect: (3, 1) (3,) 3
