# `in` tests element equality anywhere in the array.
import numpy as np

a = np.array([[1, 2], [3, 4]])
print(3 in a, 5 in a, 2.0 in a, [1, 2] in a)
print(np.float32(0.5) in np.array([0.5, 1.0]))

# expect: True False True True
# expect: True
