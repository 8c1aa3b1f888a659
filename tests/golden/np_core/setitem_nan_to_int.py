# Assigning a float NaN to one element of an integer array is an error.
import numpy as np

a = np.zeros(3, dtype=int)
a[0] = 2.9
a[1] = -2.9
print(a)
a[2] = float("nan")

# expect: [ 2 -2  0]
# expect runtime error: ValueError: cannot convert float NaN to integer
