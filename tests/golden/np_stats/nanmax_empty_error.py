import numpy as np
print(np.nanmax(np.array([]), initial=2.0))
np.nanmax(np.array([]))
# expect: 2.0
# expect runtime error: ValueError: zero-size array to reduction operation fmax which has no identity
