# Each bins entry is a positive integer or an increasing 1-d array of edges.
import numpy as np

s = np.random.RandomState(0).randn(20, 2)
for bins in [[2, 2, 2], 0, 2.5, [[3, 2, 1], 2], [[[1, 2]], 2]]:
    try:
        np.histogramdd(s, bins=bins)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
np.histogram2d(s[:, 0], s[:, 1], bins=-1)

# expect: ValueError The dimension of bins must be equal to the dimension of the  sample x.
# expect: ValueError `bins[0]` must be positive, when an integer
# expect: TypeError `bins[0]` must be an integer, when a scalar
# expect: ValueError `bins[0]` must be monotonically increasing, when an array
# expect: ValueError `bins[0]` must be a scalar or 1d array
# expect runtime error: ValueError: `bins[0]` must be positive, when an integer
