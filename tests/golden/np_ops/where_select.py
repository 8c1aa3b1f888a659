import numpy as np
a = np.arange(6)
print(np.where(a > 2, a, -1))
print(np.where(a % 2 == 0, 1.5, a))
print(np.where([True, False], [1, 2], [3, 4]))
print(np.where(a > 3))
# expect: [-1 -1 -1  3  4  5]
# expect: [1.5 1.  1.5 3.  1.5 5. ]
# expect: [1 4]
# expect: (array([4, 5]),)
