import numpy as np
a = np.array([30, 10, 20, 5])
print(np.argsort(a))
print(a.argsort())
m = np.array([[3, 1, 2], [6, 4, 5]])
print(np.argsort(m, axis=0), np.argsort(m, axis=1))
print(np.argsort(np.array([2, 1, 2, 1]), kind='stable'))
# expect: [3 1 2 0]
# expect: [3 1 2 0]
# expect: [[0 0 0]
# expect:  [1 1 1]] [[1 2 0]
# expect:  [1 2 0]]
# expect: [1 3 0 2]
