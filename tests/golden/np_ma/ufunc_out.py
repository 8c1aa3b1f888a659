# A ufunc on a masked array with a plain out array returns that array.
import numpy as np
o = np.zeros(2)
print(repr(np.add(np.ma.array([1., 2.], mask=[0, 1]), 1, o)), o)
r = np.multiply(np.ma.array([1., 2.]), 3, out=o)
print(r is o, o)

# expect: array([2., 3.]) [2. 3.]
# expect: True [3. 6.]
