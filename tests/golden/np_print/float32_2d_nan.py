# float32 2-D array with nan and inf, repr with dtype.
import numpy as np
a = np.array([[np.nan, 1.5], [np.inf, -2.0]], dtype=np.float32)
print(a)
print(repr(a))

# expect: [[ nan  1.5]
# expect:  [ inf -2. ]]
# expect: array([[ nan,  1.5],
# expect:        [ inf, -2. ]], dtype=float32)
