import numpy as np
e = np.array([])
print(e.sum(), e.prod())
print(np.max(e))
# expect: 0.0 1.0
# expect runtime error: ValueError: zero-size array to reduction operation maximum which has no identity
