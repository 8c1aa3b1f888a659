# NumPy prints an unknown dimension as "newaxis" in the reshape error.
import numpy as np

np.arange(4).reshape(3, -1)

# expect runtime error: ValueError: cannot reshape array of size 4 into shape (3,newaxis)
