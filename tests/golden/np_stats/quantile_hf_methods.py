# np.quantile / np.percentile with NumPy 1.24's Hyndman & Fan methods
import numpy as np
methods = ['inverted_cdf', 'averaged_inverted_cdf', 'closest_observation', 'interpolated_inverted_cdf',
           'hazen', 'weibull', 'median_unbiased', 'normal_unbiased']
data = np.array([2.5, 3.1, 4.7, 1.2, 9.9, 5.5, 3.3, 7.1, 6.0, 4.4])
q = [0, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 1]
for m in methods:
    print(m, np.quantile(data, q, method=m))
    print(m, np.quantile(data[:7], q, method=m))
ints = np.array([[7, 1, 4, 9], [3, 8, 2, 6], [5, 5, 0, 1]])
for m in methods:
    r = np.percentile(ints, [10, 50, 95], axis=1, method=m)
    print(m, r.dtype, r.tolist())
print(np.percentile(ints, 30, axis=0, method='weibull', keepdims=True))
print(np.quantile([1, 2], 0.5, method='closest_observation'), np.quantile([4], 0.3, method='hazen'))


# expect: inverted_cdf [1.2 1.2 1.2 3.1 4.4 6.  7.1 9.9]
# expect: inverted_cdf [1.2 1.2 1.2 2.5 3.3 5.5 9.9 9.9]
# expect: averaged_inverted_cdf [1.2  1.2  1.85 3.1  4.55 6.   8.5  9.9 ]
# expect: averaged_inverted_cdf [1.2 1.2 1.2 2.5 3.3 5.5 9.9 9.9]
# expect: closest_observation [1.2 1.2 1.2 3.1 4.4 5.5 7.1 9.9]
# expect: closest_observation [1.2 1.2 1.2 2.5 3.1 4.7 5.5 9.9]
# expect: interpolated_inverted_cdf [1.2  1.2  1.2  2.8  4.4  5.75 7.1  9.9 ]
# expect: interpolated_inverted_cdf [1.2   1.2   1.2   2.175 3.2   4.9   6.82  9.9  ]
# expect: hazen [1.2  1.2  1.85 3.1  4.55 6.   8.5  9.9 ]
# expect: hazen [1.2  1.2  1.46 2.65 3.3  5.3  9.02 9.9 ]
# expect: weibull [1.2   1.2   1.33  2.95  4.55  6.275 9.62  9.9  ]
# expect: weibull [1.2 1.2 1.2 2.5 3.3 5.5 9.9 9.9]
# expect: median_unbiased [1.2        1.2        1.67666667 3.05       4.55       6.09166667
# expect:  8.87333333 9.9       ]
# expect: median_unbiased [1.2        1.2        1.28666667 2.6        3.3        5.36666667
# expect:  9.60666667 9.9       ]
# expect: normal_unbiased [1.2     1.2     1.72    3.0625  4.55    6.06875 8.78    9.9    ]
# expect: normal_unbiased [1.2    1.2    1.33   2.6125 3.3    5.35   9.46   9.9   ]
# expect: inverted_cdf int64 [[1, 2, 0], [4, 3, 1], [9, 8, 5]]
# expect: averaged_inverted_cdf float64 [[1.0, 2.0, 0.0], [5.5, 4.5, 3.0], [9.0, 8.0, 5.0]]
# expect: closest_observation int64 [[1, 2, 0], [4, 3, 1], [9, 8, 5]]
# expect: interpolated_inverted_cdf float64 [[1.0, 2.0, 0.0], [4.0, 3.0, 1.0], [8.6, 7.6, 5.0]]
# expect: hazen float64 [[1.0, 2.0, 0.0], [5.5, 4.5, 3.0], [9.0, 8.0, 5.0]]
# expect: weibull float64 [[1.0, 2.0, 0.0], [5.5, 4.5, 3.0], [9.0, 8.0, 5.0]]
# expect: median_unbiased float64 [[1.0, 2.0, 0.0], [5.5, 4.5, 3.0], [9.0, 8.0, 5.0]]
# expect: normal_unbiased float64 [[1.0, 2.0, 0.0], [5.5, 4.5, 3.0], [9.0, 8.0, 5.0]]
# expect: [[3.4 1.8 0.4 2. ]]
# expect: 1 4.0
