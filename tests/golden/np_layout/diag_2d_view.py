# np.diag of a 2-D array is a.diagonal(k): a read-only view that sees later writes to a.
import numpy as np
x = np.arange(9).reshape(3, 3)
d = np.diag(x, k=1)
print(d, d.flags.owndata, d.flags.writeable, d.base is x)
x[0, 1] = 100
print(d, np.diag(x, -2), np.diag(np.arange(3)).flags.owndata)
d[0] = 1

# expect: [1 5] False False False
# expect: [100   5] [6] True
# expect runtime error: ValueError: assignment destination is read-only
