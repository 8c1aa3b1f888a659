import numpy as np
a = np.array([3, 1, 2, 3, 1, 9])
print(np.unique(a))
u, c = np.unique(a, return_counts=True)
print(u, c)
print(np.diff(a))
print(np.diff(a, n=2))
print(np.diff(np.array([[1, 4], [9, 16]]), axis=0))
print(np.diff(np.array([1.5, 1.0])))
# expect: [1 2 3 9]
# expect: [1 2 3 9] [2 1 2 1]
# expect: [-2  1  1 -2  8]
# expect: [ 3  0 -3 10]
# expect: [[ 8 12]]
# expect: [-0.5]
