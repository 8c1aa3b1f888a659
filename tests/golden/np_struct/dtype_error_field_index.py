import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
print(dt[-1])
dt[5]
# expect: int32
# expect runtime error: IndexError: Field index 5 out of range.
