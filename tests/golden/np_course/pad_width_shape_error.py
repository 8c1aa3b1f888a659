# np.pad broadcasts pad_width and constant_values to (ndim, 2) with np.broadcast_to's message
import numpy as np
a = np.arange(12).reshape(3, 4)
try:
    np.pad(a, ((1, 2, 3),))
except ValueError as e:
    print(e)
print(np.pad(a[:2, :2], [[1], [2]]))
np.pad(a, 1, constant_values=[[1, 2, 3]])

# expect: operands could not be broadcast together with remapped shapes [original->remapped]: (1,3)  and requested shape (2,2)
# expect: [[0 0 0 0 0 0]
# expect:  [0 0 0 1 0 0]
# expect:  [0 0 4 5 0 0]
# expect:  [0 0 0 0 0 0]]
# expect runtime error: ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (1,3)  and requested shape (2,2)
