# Squeezing an axis of records longer than one: NumPy's ValueError.
import numpy as np

c = np.zeros((2, 1, 3), dtype=[('v', 'i2')])
np.squeeze(c, axis=0)
# expect runtime error: ValueError: cannot select an axis to squeeze out which has size not equal to one
