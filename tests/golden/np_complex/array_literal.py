import numpy as np
print(np.array([1+2j, 3]))
print(repr(np.array([1+2j, 3])))
# expect: [1.+2.j 3.+0.j]
# expect: array([1.+2.j, 3.+0.j])
