# None does not convert to an int: int()'s TypeError.
import numpy as np

np.array([None], dtype=object).astype(int)
# expect runtime error: TypeError: int() argument must be a string, a bytes-like object or a real number, not 'NoneType'
