import numpy as np
print(np.histogram([1, 2, 2, 3, 5], bins=4, density=True))
print(np.histogram([1, 2, 2, 3], bins=3, weights=[0.5, 1, 1, 2]))
print(np.histogram([1, 2, 2, 3], bins=[1, 2, 3], weights=[0.5, 1, 1, 2]))
# expect: (array([0.2, 0.4, 0.2, 0.2]), array([1., 2., 3., 4., 5.]))
# expect: (array([0.5, 2. , 2. ]), array([1.        , 1.66666667, 2.33333333, 3.        ]))
# expect: (array([0.5, 4. ]), array([1, 2, 3]))
