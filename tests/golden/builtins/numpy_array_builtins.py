# len, sum, min, max, sorted, list and abs over a 1-D array.
import numpy as np
a = np.array([3.5, -1.25, 2.0])
print(len(a), sum(a), min(a), max(a), sorted(a), list(a), abs(a), abs(np.float32(-2.5)))

# expect: 3 4.25 -1.25 3.5 [-1.25, 2.0, 3.5] [3.5, -1.25, 2.0] [3.5  1.25 2.  ] 2.5
