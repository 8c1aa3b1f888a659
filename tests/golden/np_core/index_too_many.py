# Too many indices for the array's dimensions.
import numpy as np

a = np.arange(5)
print(a[0])
print(a[0, 1])

# expect: 0
# expect runtime error: IndexError: too many indices for array: array is 1-dimensional, but 2 were indexed
