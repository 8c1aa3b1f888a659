import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
print(bool(np.zeros(1, dt)), bool(np.ones(1, dt)))
print(bool(np.array((0.0, 1), dt)))
# expect: False True
# expect: True
