import numpy as np
a = np.zeros(4, np.dtype([('x', 'f8'), ('y', 'i4')]))
print(a.reshape(2, -1).shape)
a.reshape(3, 2)
# expect: (2, 2)
# expect runtime error: ValueError: cannot reshape array of size 4 into shape (3,2)
