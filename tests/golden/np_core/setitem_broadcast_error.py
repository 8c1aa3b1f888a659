# A source that cannot broadcast into the target is a ValueError.
import numpy as np

a = np.zeros(3)
a[:2] = np.ones(2)
print(a)
a[:2] = np.ones(3)

# expect: [1. 1. 0.]
# expect runtime error: ValueError: could not broadcast input array from shape (3,) into shape (2,)
