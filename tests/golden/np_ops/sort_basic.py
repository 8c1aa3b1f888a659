import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
print(np.sort(a))
print(np.sort(a, axis=0))
print(np.sort(a, axis=None))
print(np.sort(np.array([3.0, np.nan, 1.0, -np.inf])))
# expect: [[1 2 3]
# expect:  [7 8 9]]
# expect: [[3 1 2]
# expect:  [9 7 8]]
# expect: [1 2 3 7 8 9]
# expect: [-inf   1.   3.  nan]
