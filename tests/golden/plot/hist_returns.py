# plt.hist returns (counts, bins, patches): counts and edges as np.histogram's, as float arrays
import matplotlib.pyplot as plt
import numpy as np
n, bins, patches = plt.hist([1, 2, 2, 3, 3, 3], bins=3)
print(n, bins)
print(patches)
print(n.dtype, bins.dtype)
n2, b2, _ = plt.hist(np.arange(10), bins=[0, 5, 10], density=True)
print(n2, b2)
# expect: [1. 2. 3.] [1.         1.66666667 2.33333333 3.        ]
# expect: <BarContainer object of 3 artists>
# expect: float64 float64
# expect: [0.1 0.1] [ 0.  5. 10.]
