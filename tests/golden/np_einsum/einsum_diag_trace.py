import numpy as np
m = np.arange(9).reshape(3, 3)
print(np.einsum('ii->i', m))
print(repr(np.einsum('ii', m)))
print(repr(np.einsum('ii', m * 0.5)))
# expect: [0 4 8]
# expect: 12
# expect: 6.0
