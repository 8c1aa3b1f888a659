# a.item(i) out of range: NumPy names axis 0 only for a 1-D array.
import numpy as np
try:
    np.arange(6).item(10)
except IndexError as e:
    print(e)
np.arange(6).reshape(2, 3).item(-7)

# expect: index 10 is out of bounds for axis 0 with size 6
# expect runtime error: IndexError: index -7 is out of bounds for size 6
