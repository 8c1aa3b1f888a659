# reduce along an axis the array does not have: NumPy's AxisError.
import numpy as np
from numba import vectorize

@vectorize(['float64(float64, float64)'])
def add(a, b):
    return a + b

add.reduce(np.ones((2, 3)), axis=2)
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
