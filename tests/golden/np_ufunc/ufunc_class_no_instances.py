# np.ufunc cannot be instantiated
import numpy as np
print(np.ufunc)
np.ufunc()

# expect: <class 'numpy.ufunc'>
# expect runtime error: TypeError: cannot create 'numpy.ufunc' instances
