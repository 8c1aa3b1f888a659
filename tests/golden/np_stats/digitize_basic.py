import numpy as np
bins = np.array([0.0, 1.0, 2.5, 4.0])
x = np.array([0.2, 6.4, 3.0, 1.6, 1.0, -1.0])
print(np.digitize(x, bins), np.digitize(x, bins, right=True))
print(repr(np.digitize(2.5, [3, 2, 1])), np.digitize([1, 2], [3, 2, 1], right=True))
# expect: [1 4 3 2 2 0] [1 4 3 2 1 0]
# expect: 1 [3 2]
