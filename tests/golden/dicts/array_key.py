import numpy as np
d = {np.int64(3): 'ok'}
print(d)
d[np.zeros(2)] = 1
# expect: {3: 'ok'}
# expect runtime error: TypeError: unhashable type: 'numpy.ndarray'
