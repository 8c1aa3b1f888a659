# no-cross-check: NumPy sorts records along any axis; Weft along the last one only
import numpy as np
a = np.zeros((2, 3), np.dtype([('x', 'f8'), ('y', 'i4')]))
print(np.sort(a, axis=-1, order='x').shape, np.sort(a, axis=1).shape)
np.sort(a, axis=0, order='x')
# expect: (2, 3) (2, 3)
# expect runtime error: ValueError: Weft sorts structured arrays along the last axis only
