# None stores NaN into float arrays; strings parse as numbers.
import numpy as np

a = np.zeros(4)
a[0] = None
a[1] = '2.5'
a[2:] = ' 7'
print(a)
b = np.zeros(2, dtype=np.int8)
b[0] = '12'
print(b)
b[1] = None

# expect: [nan 2.5 7.  7. ]
# expect: [12  0]
# expect runtime error: TypeError: int() argument must be a string, a bytes-like object or a real number, not 'NoneType'
