# range needs one (min, max) per dimension, ordered and finite; an automatic range must be
# finite too.
import numpy as np

s = np.random.RandomState(0).randn(20, 2)
for r in [[(0, 1)], [[1, 0], [0, 1]], [[0, np.inf], [0, 1]]]:
    try:
        np.histogramdd(s, range=r)
    except ValueError as e:
        print(e)
np.histogram2d([np.nan, 1.0], [1, 2])

# expect: range argument must have one entry per dimension
# expect: max must be larger than min in range parameter.
# expect: supplied range of [0, inf] is not finite
# expect runtime error: ValueError: autodetected range of [nan, nan] is not finite
