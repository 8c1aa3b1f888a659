import numpy as np
a = np.zeros((2, 3))
print(a.sum(axis=1))
print(a.sum(axis=2))
# expect: [0. 0.]
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
