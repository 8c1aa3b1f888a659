import numpy as np
r = np.zeros(3, dtype=[('x', 'f2'), ('n', 'i4')])
r['x'] = [0.1, 0.2, 3]
r['n'] = [1, 2, 3]
print(r, r.dtype, r['x'].dtype, r.itemsize, r['x'].sum())
# expect: [(0.1, 1) (0.2, 2) (3. , 3)] [('x', '<f2'), ('n', '<i4')] float16 6 3.3
