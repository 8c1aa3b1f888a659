# NumPy arrays are copied (copy and deepcopy alike).
import copy
import numpy as np
a = np.arange(6).reshape(2, 3)
b = copy.copy(a)
c = copy.deepcopy({"arr": a, "again": a})
a[0, 0] = 100
print(a[0], b[0], c["arr"][0], c["arr"] is c["again"], b.shape, b.dtype)

# expect: [100   1   2] [0 1 2] [0 1 2] True (2, 3) int64
