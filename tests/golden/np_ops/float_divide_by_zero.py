import numpy as np
a = np.array([1.0, -1.0, 0.0])
print(a / 0.0)
print(np.array([1, 2]) / np.array([0, 1]))
# expect: [ inf -inf  nan]
# expect: [inf  2.]
