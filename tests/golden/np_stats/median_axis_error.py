import numpy as np
print(np.median([[1, 2], [3, 4]], axis=1))
print(np.median([[1, 2], [3, 4]], axis=2))
# expect: [1.5 3.5]
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
