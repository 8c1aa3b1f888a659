import numpy as np
print(repr(np.polyval([3, 0, 1], 5)), np.polyval([3, 0, 1], [1, 2]))
print(np.polyval([1.5, -2], np.arange(3)), repr(np.polyval(np.array([1, 2]), 2.5)))
# expect: 76 [ 4 13]
# expect: [-2.  -0.5  1. ] 4.5
