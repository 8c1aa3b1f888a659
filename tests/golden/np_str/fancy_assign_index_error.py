# Assignment through an integer index array with an index out of bounds: NumPy's IndexError
import numpy as np
a = np.array(["a", "b", "c", "d"])
a[[0, -5]] = "x"
# expect runtime error: IndexError: index -5 is out of bounds for axis 0 with size 4
