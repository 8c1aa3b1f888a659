# np.full_like of a string list without its fill value: NumPy's TypeError.
import numpy as np
try:
    np.full_like(["ab"])
except TypeError as e:
    print(e)
print(repr(np.full_like(["ab"], "xyz")))
# expect: full_like() missing 1 required positional argument: 'fill_value'
# expect: array(['xy'], dtype='<U2')
