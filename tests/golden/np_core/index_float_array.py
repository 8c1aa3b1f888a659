# Float arrays cannot index.
import numpy as np

a = np.arange(7)
a[np.array([1.0])]

# expect runtime error: IndexError: arrays used as indices must be of integer (or boolean) type
