# A name that is neither an attribute nor a field of a recarray: NumPy's AttributeError.
import numpy as np

r = np.rec.array([(1, 2.0)], dtype=[('a', 'i4'), ('b', 'f8')])
print(r.size)
r.zz
# expect: 1
# expect runtime error: AttributeError: recarray has no attribute zz
