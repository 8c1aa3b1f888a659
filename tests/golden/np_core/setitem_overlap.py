# Overlapping source and destination behave as if the source were copied first.
import numpy as np

a = np.arange(6)
a[1:] = a[:-1]
print(a)
b = np.arange(6)
b[:-1] = b[1:]
print(b)
c = np.arange(4)
c[::-1] = c
print(c)

# expect: [0 0 1 2 3 4]
# expect: [1 2 3 4 5 5]
# expect: [3 2 1 0]
