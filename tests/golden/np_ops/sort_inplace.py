import numpy as np
a = np.array([5, 2, 9, 1])
r = a.sort()
print(r, a)
b = np.array([[4.5, 1.5], [0.5, 3.5]])
b.sort(axis=0)
print(b)
# expect: None [1 2 5 9]
# expect: [[0.5 1.5]
# expect:  [4.5 3.5]]
