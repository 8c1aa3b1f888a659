import numpy as np
h = np.array([1, 2.5, 3, 0.1, 7], dtype=np.float16)
s = np.sort(h)
print(np.searchsorted(s, 2.6), s.searchsorted([0, 5]))
print(np.percentile(h, 50), np.quantile(h, [0.25, 0.75]))
print(np.histogram(h, bins=3))
print(np.diff(h), np.nansum(h), np.average(h))
print(np.array([1.5, 2], dtype=np.float16).view(np.int16), np.array([15872], np.int16).view(np.float16))
print(np.bincount([0, 1, 1], weights=np.array([0.5, 1, 2], np.float16)))
# expect: 3 [0 4]
# expect: 2.5 [1. 3.]
# expect: (array([2, 2, 1]), array([0.1, 2.4, 4.7, 7. ], dtype=float16))
# expect: [ 1.5  0.5 -2.9  6.9] 13.6 2.72
# expect: [15872 16384] [1.5]
# expect: [0.5 3. ]
