import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([[(3.0, 1), (1.0, 2), (2.0, 0)], [(0.5, 9), (0.25, 8), (4.0, 7)]], dtype=dt)
print(np.sort(a, order='x'))
print(np.argsort(a, order='y'))
a.sort(order='y')
print(a)
# expect: [[(1.  , 2) (2.  , 0) (3.  , 1)]
# expect:  [(0.25, 8) (0.5 , 9) (4.  , 7)]]
# expect: [[2 0 1]
# expect:  [2 1 0]]
# expect: [[(2.  , 0) (3.  , 1) (1.  , 2)]
# expect:  [(4.  , 7) (0.25, 8) (0.5 , 9)]]
