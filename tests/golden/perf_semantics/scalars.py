# Results of 0-d operands are NumPy scalars, and Python numbers keep Python's arithmetic:
# elision only applies to arrays.
import numpy as np

z = np.array(2.0)
r = z * 3.0 + z
print(r, type(r))
s = np.float64(1.5)
r = s * 2 + s
print(r, type(r))
print((2 ** 40) * 3 + 1, 7.5 * 2 - 1)
x = np.arange(3.0)
r = x.sum() * 2.0 + 1.0
print(r, type(r))

# expect: 8.0 <class 'numpy.float64'>
# expect: 4.5 <class 'numpy.float64'>
# expect: 3298534883329 14.0
# expect: 7.0 <class 'numpy.float64'>
