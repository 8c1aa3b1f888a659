# nanmean of an all-NaN slice warns "Mean of empty slice" only: NumPy divides the sums by the
# counts under errstate(invalid='ignore'), so no "invalid value encountered in divide"
import warnings
import numpy as np

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(np.nanmean(np.array([np.nan, np.nan])))
    print(np.nanmean(np.array([[np.nan, 1.0], [np.nan, np.nan]]), axis=0))
    print(np.nanmean(np.array([[np.nan, 3.0], [1.0, np.nan]]), axis=1))
for w in caught:
    print(w.category.__name__, w.message)
# expect: nan
# expect: [nan  1.]
# expect: [3. 1.]
# expect: RuntimeWarning Mean of empty slice
# expect: RuntimeWarning Mean of empty slice
