import numpy as np
np.array(['a', 'bb']).item()
# expect runtime error: ValueError: can only convert an array of size 1 to a Python scalar
