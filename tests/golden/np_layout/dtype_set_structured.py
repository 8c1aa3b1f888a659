# Turning an array into a structured one in place stops with a clear message (a.view is the way).
# no-cross-check: NumPy makes the array structured in place
import numpy as np
z = np.zeros(4, np.int32)
print(z.view([('a', 'i4'), ('b', 'i4')]).shape)
z.dtype = [('a', 'i4'), ('b', 'i4')]
# expect: (2,)
# expect runtime error: TypeError: setting a structured dtype on an array in place is not supported in Weft (a.view(dtype) is)
