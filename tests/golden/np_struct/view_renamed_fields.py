# A structured array viewed with another structure of the same layout: the fields renamed.
import numpy as np
a = np.array([(1, 2.0), (3, 4.0)], dtype=[('a', '<i4'), ('b', '<f8')])
v = a.view(np.dtype([('alpha', '<i4'), ('b', '<f8')]))
v['alpha'][0] = 10
print(v, v.dtype.names, a)

# expect: [(10, 2.) ( 3, 4.)] ('alpha', 'b') [(10, 2.) ( 3, 4.)]
