# A structured view whose record size does not divide the last axis's bytes is NumPy's error.
import numpy as np
a = np.arange(3, dtype=np.int32)
a.view([('x', 'i4'), ('y', 'i4')])

# expect runtime error: ValueError: When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.
