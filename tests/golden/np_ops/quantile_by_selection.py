# np.percentile/np.quantile of a few quantiles partition their rows at the positions read
# (every method, int/float32/float64/complex/bool rows, axes, NaN, -0.0, repeated q).
import numpy as np
rng = np.random.default_rng(4)
a = rng.normal(size=1001)
b = rng.integers(-50, 50, (7, 40)).astype(np.int16)
c = a.astype(np.float32)
for q in [50, [25, 50, 75], [0, 100], [10, 10, 90], 33.3, list(range(0, 101, 10))]:
    print(np.percentile(a, q), np.percentile(c, q), np.percentile(b, q, axis=1)[..., :3].tolist())
for m in ["linear", "lower", "higher", "nearest", "midpoint", "inverted_cdf", "averaged_inverted_cdf",
          "closest_observation", "interpolated_inverted_cdf", "hazen", "weibull", "median_unbiased",
          "normal_unbiased"]:
    print(m, np.quantile(a, [0.1, 0.5, 0.9], method=m), np.quantile(b, 0.3, axis=0, method=m)[:4])
d = a.copy(); d[17] = np.nan
print(np.percentile(d, [5, 50]), np.quantile(np.array([1.0, np.nan, 3.0]), 0.5), np.percentile(a[:4], 50))
print(np.quantile(np.arange(10), 1), np.quantile(np.arange(10), [0, 1]), np.percentile([[1, 2], [3, 4]], 50, axis=0, keepdims=True))
print(np.percentile(np.array([1 + 2j, 3j, 2]), 50, method="lower"), np.quantile(np.array([True, False, True]), 0.5, method="lower"))
print(np.percentile(np.array([0.0, -0.0, 0.0]), 50), np.percentile(np.array([-0.0, 0.0]), [0, 100]))
x = rng.integers(0, 5, 100000).astype(float)
print(np.percentile(x, [1, 25, 50, 75, 99]), np.median(x), a.sum().hex())
# expect: -0.022002252889147804 -0.02200225368142128 [-3.0, 9.5, -1.5]
# expect: [-0.68303278 -0.02200225  0.6963133 ] [-0.68303275 -0.02200225  0.69631332] [[-32.25, -2.75, -27.5], [-3.0, 9.5, -1.5], [34.0, 26.25, 30.0]]
# expect: [-3.26698209  2.80433194] [-3.26698208  2.80433202] [[-50.0, -39.0, -49.0], [47.0, 49.0, 49.0]]
# expect: [-1.27005792 -1.27005792  1.31477527] [-1.27005792 -1.27005792  1.31477523] [[-40.0, -23.2, -39.0], [-40.0, -23.2, -39.0], [40.300000000000004, 40.2, 45.1]]
# expect: -0.4360039336230661 -0.4360039234161378 [-14.065000000000008, 1.0, -23.026000000000003]
# expect: [-3.26698209 -1.27005792 -0.86364587 -0.5268084  -0.24520314 -0.02200225
# expect:   0.22070249  0.52102635  0.85164272  1.31477527  2.80433194] [-3.26698208 -1.27005792 -0.86364585 -0.52680838 -0.24520314 -0.02200225
# expect:   0.22070248  0.52102637  0.85164273  1.31477523  2.80433202] [[-50.0, -39.0, -49.0], [-40.0, -23.2, -39.0], [-37.2, -5.9999999999999964, -33.8], [-19.900000000000002, 0.3999999999999986, -25.3], [-10.0, 5.0, -10.399999999999999], [-3.0, 9.5, -1.5], [13.599999999999994, 14.399999999999999, 16.799999999999997], [32.3, 21.19999999999999, 29.0], [36.2, 31.80000000000001, 31.60000000000001], [40.300000000000004, 40.2, 45.1], [47.0, 49.0, 49.0]]
# expect: linear [-1.27005792 -0.02200225  1.31477527] [ -3.8   3.8   2.6 -11.6]
# expect: lower [-1.27005792 -0.02200225  1.31477527] [-19  -5  -7 -38]
# expect: higher [-1.27005792 -0.02200225  1.31477527] [ 0  6  5 -5]
# expect: nearest [-1.27005792 -0.02200225  1.31477527] [ 0  6  5 -5]
# expect: midpoint [-1.27005792 -0.02200225  1.31477527] [ -9.5   0.5  -1.  -21.5]
# expect: inverted_cdf [-1.27005792 -0.02200225  1.31477527] [ 0  6  5 -5]
# expect: averaged_inverted_cdf [-1.27005792 -0.02200225  1.31477527] [ 0.  6.  5. -5.]
# expect: closest_observation [-1.2836401  -0.02200225  1.31477527] [-19  -5  -7 -38]
# expect: interpolated_inverted_cdf [-1.28228189 -0.02232782  1.31350881] [-17.1  -3.9  -5.8 -34.7]
# expect: hazen [-1.27549079 -0.02200225  1.31495683] [ -7.6   1.6   0.2 -18.2]
# expect: weibull [-1.28092367 -0.02200225  1.31513839] [-11.4  -0.6  -2.2 -24.8]
# expect: median_unbiased [-1.27730175 -0.02200225  1.31501735] [ -8.86666667   0.86666667  -0.6        -20.4       ]
# expect: normal_unbiased [-1.27684901 -0.02200225  1.31500222] [ -8.55   1.05  -0.4  -19.85]
# expect: [nan nan] nan 0.24221522875323892
# expect: 9 [0 9] [[2. 3.]]
# expect: (1+2j) True
# expect: 0.0 [0. 0.]
# expect: [0. 1. 2. 3. 4.] 2.0 -0x1.24a319accae61p+3
