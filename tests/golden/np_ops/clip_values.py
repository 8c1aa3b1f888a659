import numpy as np
a = np.arange(8)
print(np.clip(a, 2, 5))
print(a.clip(1, 3))
print(np.clip(a, 2.5, 4))
print(np.clip(np.array([-1.5, 0.2, 9.0]), 0, 1))
print(a.clip(max=4))
# expect: [2 2 2 3 4 5 5 5]
# expect: [1 1 2 3 3 3 3 3]
# expect: [2.5 2.5 2.5 3.  4.  4.  4.  4. ]
# expect: [0.  0.2 1. ]
# expect: [0 1 2 3 4 4 4 4]
