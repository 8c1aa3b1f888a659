import numpy as np
vals, counts = np.unique(np.array(['b', 'a', 'b', 'c', 'b']), return_counts=True)
print(vals, counts)
# expect: ['a' 'b' 'c'] [1 3 1]
