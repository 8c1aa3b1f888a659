# Fancy assignment writes the selected elements; the last write wins on repeats.
import numpy as np

a = np.zeros(5, dtype=int)
a[[0, 2, 4]] = [1, 2, 3]
a[[1, 1]] = [8, 9]
print(a)
m = np.zeros((3, 3))
m[[0, 1, 2], [2, 1, 0]] = 1
m[:, [0]] = 5
print(m)

# expect: [1 9 2 0 3]
# expect: [[5. 0. 1.]
# expect:  [5. 1. 0.]
# expect:  [5. 0. 0.]]
