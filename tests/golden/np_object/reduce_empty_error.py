# max of an empty object array: no identity.
import numpy as np

np.array([], dtype=object).max()
# expect runtime error: ValueError: zero-size array to reduction operation maximum which has no identity
