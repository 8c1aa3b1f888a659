# An index out of bounds: NumPy's IndexError.
import numpy as np

e = np.array([4, 9], dtype=object)
print(e[-2])
e[5]
# expect: 4
# expect runtime error: IndexError: index 5 is out of bounds for axis 0 with size 2
