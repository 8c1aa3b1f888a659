# nanmedian/nanpercentile/nanquantile: per-row statistics over the non-NaN values, all-NaN rows give nan.
import numpy as np
a = np.array([[10.0, 7, 4], [3, 2, 1], [np.nan, 5, np.nan]])
print(np.nanmedian(a), np.nanmedian(a, axis=0), np.nanmedian(a, axis=1), np.nanmedian(a, axis=1, keepdims=True))
print(np.nanmedian(np.array([1.0, np.nan, 3.0, 4.0])), np.nanmedian([1, 2, 3, 4]), type(np.nanmedian(np.array([1.0, np.nan]))))
print(np.nanmedian(np.array([[np.nan, np.nan], [1.0, 2.0]], dtype=np.float32), axis=1))
print(np.nanpercentile(a, 50), np.nanpercentile(a, [25, 75], axis=0), np.nanquantile(a, 0.5, axis=1), np.nanpercentile(a, 90, axis=1, method='nearest'))
print(np.nanpercentile(np.arange(5), 40), np.nanquantile(np.array([np.nan, 1.0, 2.0]), [0.1, 0.9]))

# expect: 4.0 [6.5 5.  2.5] [7. 2. 5.] [[7.]
# expect:  [2.]
# expect:  [5.]]
# expect: 3.0 2.5 <class 'numpy.float64'>
# expect: [nan 1.5]
# expect: 4.0 [[4.75 3.5  1.75]
# expect:  [8.25 6.   3.25]] [7. 2. 5.] [10.  3.  5.]
# expect: 1.6 [1.1 1.9]
