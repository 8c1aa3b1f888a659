# NumPy scalars hash like the Python numbers they equal, and work as dict keys
import numpy as np
print(hash(np.float64(1.5)) == hash(1.5), hash(np.int64(7)) == hash(7), hash(np.float32(0.5)) == hash(0.5))
d = {1: 'one', 2.5: 'two and a half'}
print(d[np.int64(1)], d[np.float64(2.5)], np.int32(1) in d)
a = np.arange(4)
counts = {}
for x in a % 2:
    counts[x] = counts.get(x, 0) + 1
print(counts)
# expect: True True True
# expect: one two and a half True
# expect: {0: 2, 1: 2}
