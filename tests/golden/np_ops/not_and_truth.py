import numpy as np
a = np.array([0])
print(not a)
print(not np.array([5.0]))
b = np.array([1, 2])
print(not b)
# expect: True
# expect: False
# expect runtime error: ValueError: The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()
