# A table with missing (nan) values: per-column and per-row statistics.
import numpy as np
data = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan]])
m = np.ma.masked_invalid(data)
print(m.mean(axis=0))
print(m.mean(axis=1))
print(m.sum(), m.count())
print(m * 2)
print(m.filled(0))
m[0, 0] = np.ma.masked
print(m)
print(m.mask.any(axis=1), m[~m.mask])
print("{:.2f}".format(m.mean()), m.std(ddof=1), m.var(axis=0))
print(m[1], m[0, 1], m[:, 0])

# expect: [2.5 5.0 3.0]
# expect: [2.0 4.5]
# expect: 13.0 4
# expect: [[2.0 -- 6.0]
# expect:  [8.0 10.0 --]]
# expect: [[1. 0. 3.]
# expect:  [4. 5. 0.]]
# expect: [[-- -- 3.0]
# expect:  [4.0 5.0 --]]
# expect: [ True  True] [3.0 4.0 5.0]
# expect: 4.00 1.0 [0. 0. 0.]
# expect: [4.0 5.0 --] -- [-- 4.0]
