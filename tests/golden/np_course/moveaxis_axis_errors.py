# np.moveaxis checks source, then destination, as normalize_axis_tuple does: the AxisError
# names the argument, a repeated axis is a ValueError
import numpy as np

m = np.ones((2, 3))
for s, d in [(0, 3), (-3, 0), ((0, 1), (0, 0)), ((0, 0), (1, 0)), ((0, 1), 0)]:
    try:
        print(np.moveaxis(m, s, d).shape)
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
print(np.moveaxis(np.ones((2, 3, 4)), [0, 1], [-1, -2]).shape)
np.moveaxis(m, 1, -3)
# expect: AxisError destination: axis 3 is out of bounds for array of dimension 2
# expect: AxisError source: axis -3 is out of bounds for array of dimension 2
# expect: ValueError repeated axis in `destination` argument
# expect: ValueError repeated axis in `source` argument
# expect: ValueError `source` and `destination` arguments must have the same number of elements
# expect: (4, 3, 2)
# expect runtime error: numpy.AxisError: destination: axis -3 is out of bounds for array of dimension 2
