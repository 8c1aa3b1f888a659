import numpy as np
a = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan]])
print(np.nanvar(a), np.nanvar(a, axis=0), np.nanstd(a, axis=1, ddof=1))
print(np.nanstd(a), repr(np.nanstd(a.astype(np.float32))))
x = np.random.RandomState(1).randn(50, 7)
x[x > 1.2] = np.nan
print(np.nanvar(x, axis=1)[:4], np.nanstd(x))
print(np.nanstd([1, 2, 4]), np.nanvar([1.0, np.nan], ddof=1))
# expect: 2.1875 [2.25 0.   0.  ] [1.41421356 0.70710678]
# expect: 1.479019945774904 1.47902
# expect: [1.03748057 0.54098396 0.64719577 0.58987873] 0.7973885396688996
# expect: 1.247219128924647 nan
