# np.frompyfunc with several outputs stops with a clear message.
# no-cross-check: NumPy returns a tuple of object arrays
import numpy as np
g = np.frompyfunc(divmod, 2, 2)
# expect runtime error: TypeError: np.frompyfunc with nout=2 is not supported in Weft (nout=1 is)
