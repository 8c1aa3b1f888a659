# a ufunc has no attribute 'nope'
import numpy as np
np.add.nope

# expect runtime error: AttributeError: 'numpy.ufunc' object has no attribute 'nope'
