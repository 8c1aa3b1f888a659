# nanprod, nancumsum, nancumprod treat NaN as the identity (1 or 0).
import numpy as np
print(np.nanprod([2, np.nan, 3]), np.nanprod([[1, np.nan], [3, 4]], axis=0), np.nanprod([1, 2], keepdims=True))
print(np.nancumsum([1, np.nan, 2]), np.nancumprod([2, np.nan, 3]))
print(np.nancumsum([[1, np.nan], [np.nan, 4]], axis=1), np.nancumsum([1, 2]))
print(np.euler_gamma)

# expect: 6.0 [3. 4.] [2]
# expect: [1. 1. 3.] [2. 2. 6.]
# expect: [[1. 1.]
# expect:  [0. 4.]] [1 3]
# expect: 0.5772156649015329
