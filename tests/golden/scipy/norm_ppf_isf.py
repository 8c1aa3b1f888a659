# norm.ppf/isf: Cephes' ndtri; q of 0 and 1 give the infinite bounds, q outside [0, 1] NaN;
# a float32 q goes through SciPy's float32 loop, so the quantile is rounded to float32.
import numpy as np
from scipy.stats import norm
print(norm.ppf(0.975), norm.ppf([0.025, 0.5, 0.9]), norm.isf(0.05))
print(norm.ppf(0), norm.ppf(1), norm.ppf(1.5), norm.ppf(1e-10), norm.ppf(0.99999))
print(norm.ppf([0, 1, -1, 0.5], loc=1, scale=2))
print(norm.isf([0.1, 0, 1]))
print(norm.ppf(np.float32(0.3)), norm.ppf(np.array([0.3, 0.6], dtype=np.float32)))
print(norm.ppf(0.3, loc=np.float32(1), scale=np.float32(2)))

# expect: 1.959963984540054 [-1.95996398  0.          1.28155157] 1.6448536269514729
# expect: -inf inf nan -6.361340902404056 4.264890793923841
# expect: [-inf  inf  nan   1.]
# expect: [1.28155157        inf       -inf]
# expect: -0.5244004726409912 [-0.52440047  0.25334716]
# expect: -0.04880102541608178
