# norm.fit: the maximum-likelihood estimates (the mean and the root mean squared deviation),
# with floc/fscale holding one of them fixed.
import numpy as np
from scipy.stats import norm
np.random.seed(3)
d = norm.rvs(loc=2, scale=0.5, size=1000)
loc, scale = norm.fit(d)
print(loc, scale, type(loc).__name__)
print(norm.fit([1.0, 2.0, 4.0]), norm.fit([1.0, 2.0, 4.0], floc=0), norm.fit([1, 2, 4], fscale=1))

# expect: 2.008642166490417 0.5042009495256362 float64
# expect: (2.3333333333333335, 1.247219128924647) (0, 2.6457513110645907) (2.3333333333333335, 1)
