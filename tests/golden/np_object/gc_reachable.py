# A collection keeps what a live object array holds, cycles included.
import gc
import numpy as np

a = np.empty(3, dtype=object)
ring = []
ring.append(ring)
a[0] = ring
a[1] = a
a[2] = {'k': [1, 2]}
del ring
gc.collect()
print(a[0][0] is a[0], a[1] is a, a[2]['k'])
# expect: True True [1, 2]
