# external_loop hands out 1-D chunks: the whole array when contiguous, else one inner run
# at a time.
import numpy as np
a = np.arange(6).reshape(2, 3)
for x in np.nditer(a, flags=['external_loop']):
    print(x)
for x in np.nditer(a, flags=['external_loop'], order='F'):
    print(x)
for x in np.nditer(a[:, :2], flags=['external_loop']):
    print(x)

# expect: [0 1 2 3 4 5]
# expect: [0 3]
# expect: [1 4]
# expect: [2 5]
# expect: [0 1]
# expect: [3 4]
