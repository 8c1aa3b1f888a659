# An axis out of range is NumPy's AxisError, also for a 0-d array's default axis -1.
import numpy as np

try:
    np.partition(np.array(3), 0)
except np.AxisError as e:
    print(e)
np.argpartition(np.arange(4), 1, axis=1)

# expect: axis -1 is out of bounds for array of dimension 0
# expect runtime error: numpy.AxisError: axis 1 is out of bounds for array of dimension 1
