# no-cross-check: NumPy pickles the records of a structured array with object fields into the .npy file; Weft's records hold handles, and np.save refuses them (docs/language.md)
import io
import numpy as np
a = np.array([('x', 1.0)], dtype=[('n', 'O'), ('v', 'f8')])
np.save(io.BytesIO(), a)
# expect runtime error: TypeError: np.save of a structured array with object fields is not supported in Weft
