# An index past the end is an IndexError naming the axis.
import numpy as np

a = np.arange(5)
print(a[4], a[-5])
print(a[5])

# expect: 4 0
# expect runtime error: IndexError: index 5 is out of bounds for axis 0 with size 5
