import numpy as np
a = np.array([[3, 9, 2], [8, 1, 7]])
print(a.argmax(), a.argmin())
print(np.argmax(a, axis=0), np.argmin(a, axis=1))
print(np.argmax(np.array([1.0, np.nan, 5.0])))
print(np.argmax(np.array([4, 4, 1])))
# expect: 1 4
# expect: [1 0 1] [2 1]
# expect: 1
# expect: 0
