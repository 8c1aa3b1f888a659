import numpy as np
np.array(['a', 'bb']).item(5)
# expect runtime error: IndexError: index 5 is out of bounds for axis 0 with size 2
