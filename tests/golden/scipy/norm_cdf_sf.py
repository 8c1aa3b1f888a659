# norm.cdf and norm.sf are Cephes' ndtr, as SciPy computes them, to the last digit.
import numpy as np
from scipy.stats import norm
print(norm.cdf([0, 1, 2, -1.96]), norm.cdf(1.96))
print(norm.sf(1.96), norm.cdf(-40), norm.sf(40))
print(norm.cdf(8.5), norm.cdf(-8.5), norm.cdf(0.3), norm.cdf(-0.3))
print(norm.cdf(1, loc=[0, 1, 2], scale=[[1], [2]]))
print(norm.sf([np.inf, -np.inf, np.nan]), norm.cdf([np.inf, -np.inf]))
print(norm.cdf(np.array([0.1, 0.2], dtype=np.float32)), norm.cdf(x=0.1, loc=1))

# expect: [0.5        0.84134475 0.97724987 0.0249979 ] 0.9750021048517795
# expect: 0.024997895148220435 0.0 0.0
# expect: 1.0 9.47953482220325e-18 0.6179114221889526 0.3820885778110474
# expect: [[0.84134475 0.5        0.15865525]
# expect:  [0.69146246 0.5        0.30853754]]
# expect: [ 0.  1. nan] [1. 0.]
# expect: [0.53982784 0.57925971] 0.18406012534675947
