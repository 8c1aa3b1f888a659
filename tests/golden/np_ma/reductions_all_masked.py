# Reducing nothing but masked values gives np.ma.masked.
import numpy as np
a = np.ma.array([1.0, 2.0], mask=True)
print(a.sum(), a.mean(), a.min(), a.std(), a.sum() is np.ma.masked)

# expect: -- -- -- -- True
