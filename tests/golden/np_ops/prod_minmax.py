import numpy as np
a = np.array([[1, -2, 3], [4, 5, -6]])
print(a.prod(), np.prod(a, axis=0))
print(a.max(), a.min(), np.max(a, axis=1), np.min(a, axis=0))
print(np.amax(a), np.amin(a, axis=1, keepdims=True))
print(np.max(np.array([1.0, np.nan, 3.0])))
# expect: 720 [  4 -10 -18]
# expect: 5 -6 [3 5] [ 1 -2 -6]
# expect: 5 [[-2]
# expect:  [-6]]
# expect: nan
