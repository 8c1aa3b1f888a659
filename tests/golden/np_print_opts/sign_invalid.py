# An unknown sign option is NumPy's ValueError; the options before it are not applied.
import numpy as np

np.set_printoptions(legacy=False, sign="-")
print(np.array([1.5, 2.0]))
np.set_printoptions(precision=2, sign="x")

# expect: [1.5 2. ]
# expect runtime error: ValueError: sign option must be one of ' ', '+', or '-'
