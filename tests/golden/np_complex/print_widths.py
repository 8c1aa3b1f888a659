import numpy as np
print(np.array([1.5+2.25j, -3-1e10j]))
print(np.array([1e-6j, 1]))
print(np.array([np.nan+1j, np.inf-2j]))
print(np.array([[1+1j, 2], [3, 4-10j]]))
# expect: [ 1.5+2.25e+00j -3. -1.00e+10j]
# expect: [0.+1.e-06j 1.+0.e+00j]
# expect: [nan+1.j inf-2.j]
# expect: [[1. +1.j 2. +0.j]
# expect:  [3. +0.j 4.-10.j]]
