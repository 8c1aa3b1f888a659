import numpy as np
a = np.array([[4, 9, 2], [3, 5, 7], [8, 1, 6]])
print(np.ptp(a), np.ptp(a, axis=0), a.ptp(axis=1), a.ptp(), np.ptp(a, axis=1, keepdims=True))
print(repr(np.ptp(np.array([1.5, -2.0, 0.25]))))
# expect: 8 [5 8 5] [7 4 7] 8 [[7]
# expect:  [4]
# expect:  [7]]
# expect: 3.5
