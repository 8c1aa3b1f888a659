# Index arrays are bounds-checked.
import numpy as np

a = np.zeros(3)
print(a[[0, 2]])
print(a[[0, 5]])

# expect: [0. 0.]
# expect runtime error: IndexError: index 5 is out of bounds for axis 0 with size 3
