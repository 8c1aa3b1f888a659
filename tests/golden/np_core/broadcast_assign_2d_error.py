# Broadcasting errors print shapes without spaces.
import numpy as np

a = np.zeros((2, 3))
a[:] = np.zeros((1, 3))
a[:] = np.zeros((3, 2))

# expect runtime error: ValueError: could not broadcast input array from shape (3,2) into shape (2,3)
