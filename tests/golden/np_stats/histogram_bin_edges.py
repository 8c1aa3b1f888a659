# np.histogram_bin_edges: the edges np.histogram would use.
import numpy as np
print(np.histogram_bin_edges([1, 2, 3, 10], bins=3))
print(np.histogram_bin_edges(np.arange(10), bins=[0, 5, 10]))
print(np.histogram_bin_edges([1, 2], range=(0, 4), bins=4))

# expect: [ 1.  4.  7. 10.]
# expect: [ 0  5 10]
# expect: [0. 1. 2. 3. 4.]
