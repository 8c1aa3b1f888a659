import numpy as np
a = np.array((1.0, 2), dtype=[('x', 'f8'), ('y', 'i4')])
len(a)
# expect runtime error: TypeError: len() of unsized object
