import numpy as np
a = np.array([b'a', b'bc'])
print(a < 'a')
# expect runtime error: TypeError: '<' not supported between instances of 'numpy.ndarray' and 'str'
