import numpy as np
a = np.array(['a', 'b', 'c'])
a[:2] = ['x', 'y', 'z']
# expect runtime error: ValueError: could not broadcast input array from shape (3,) into shape (2,)
