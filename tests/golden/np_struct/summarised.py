import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(2000, dt)
a['x'] = np.arange(2000) / 4
print(a)
# expect: [(0.0000e+00, 0) (2.5000e-01, 0) (5.0000e-01, 0) ... (4.9925e+02, 0)
# expect:  (4.9950e+02, 0) (4.9975e+02, 0)]
