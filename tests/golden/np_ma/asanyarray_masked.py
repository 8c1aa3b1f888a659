# np.asanyarray passes a masked array (an ndarray subclass) through unchanged, as it does a
# matrix; np.asarray gives the plain data.
import numpy as np
m = np.ma.array([1.0, 2.0, 3.0], mask=[0, 1, 0])
print(np.asanyarray(m) is m, np.asanyarray(m), type(np.asanyarray(m)).__name__)
print(type(np.asanyarray(np.matrix([[1, 2]]))).__name__, np.asanyarray([1, 2]), np.asarray(m))


# expect: True [1.0 -- 3.0] MaskedArray
# expect: matrix [1 2] [1. 2. 3.]
