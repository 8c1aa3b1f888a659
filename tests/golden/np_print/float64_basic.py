# float64 arrays: unique digits per element, common width, integral floats as "1.".
import numpy as np
print(np.array([1.5, 2.25, 3.0]))
print(np.arange(10.0))
print(np.array([0.1, 0.2, 0.3]))
print(repr(np.array([1.5, 2.25, 3.0])))
print(np.array([100.0, 2.5, 0.125]))

# expect: [1.5  2.25 3.  ]
# expect: [0. 1. 2. 3. 4. 5. 6. 7. 8. 9.]
# expect: [0.1 0.2 0.3]
# expect: array([1.5 , 2.25, 3.  ])
# expect: [100.      2.5     0.125]
