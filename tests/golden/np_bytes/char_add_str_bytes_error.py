import numpy as np
np.char.add(np.array(['x']), np.array([b'yz']))
# expect runtime error: TypeError: can only concatenate str (not "numpy.bytes_") to str
