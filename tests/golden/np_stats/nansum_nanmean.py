import numpy as np
a = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan]])
print(np.nansum(a), np.nansum(a, axis=0), np.nansum(a, axis=1, keepdims=True))
print(np.nanmean(a), np.nanmean(a, axis=0), np.nanmean(a, axis=1))
print(repr(np.nansum(np.array([1, np.nan], dtype=np.float32))), np.nansum([1, 2, 3]), np.nanmean([1, 2, 4]))
x = np.random.RandomState(1).randn(50, 7)
x[x > 1.2] = np.nan
print(np.nanmean(x, axis=0))
print(np.nansum(x, initial=10.0))
# expect: 13.0 [5. 5. 3.] [[4.]
# expect:  [9.]]
# expect: 3.25 [2.5 5.  3. ] [2.  4.5]
# expect: 1.0 6 2.3333333333333335
# expect: [-0.05536523 -0.09967685 -0.15309778 -0.09112444 -0.27998845 -0.18645815
# expect:  -0.22984801]
# expect: -38.06354484284483
