# An index array picking a row past the end of a 2-D string array: NumPy's IndexError
import numpy as np
b = np.array([["a", "b", "c"], ["d", "e", "f"]])
print(b[[0, 2]])
# expect runtime error: IndexError: index 2 is out of bounds for axis 0 with size 2
