import numpy as np
np.full(3, ['a', 'b'])
# expect runtime error: ValueError: could not broadcast input array from shape (2,) into shape (3,)
