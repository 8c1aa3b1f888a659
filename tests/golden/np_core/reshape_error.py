# A reshape to an incompatible size is a ValueError.
import numpy as np

a = np.arange(6)
print(a.reshape(3, 2).shape)
a.reshape(4)

# expect: (3, 2)
# expect runtime error: ValueError: cannot reshape array of size 6 into shape (4,)
