# A Python bool is not taken as the integer index 1: NumPy reads a[True] as a new axis.
import numpy as np

a = np.arange(3)
print(a[1])
print(a[True])

# expect: 1
# expect: [[0 1 2]]
