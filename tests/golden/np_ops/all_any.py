import numpy as np
a = np.array([[True, False], [True, True]])
print(a.all(), a.any())
print(np.all(a, axis=0), np.any(a, axis=1))
print(np.all(np.array([1, 2, 0])), np.any(np.array([0.0, 0.0])))
print(np.all(np.array([])), np.any(np.array([])))
# expect: False True
# expect: [ True False] [ True  True]
# expect: False False
# expect: True False
