import numpy as np
a = np.array(['é', 'ab'])
print(a, a.dtype)
print(a[0], len(a[0]))
# expect: ['é' 'ab'] <U2
# expect: é 1
