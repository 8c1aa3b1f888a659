# A reshape to another size: NumPy's ValueError.
import numpy as np

np.array([4, 9], dtype=object).reshape(3)
# expect runtime error: ValueError: cannot reshape array of size 2 into shape (3,)
