# scipy.stats.norm.pdf: scalars give NumPy float64 scalars, arrays broadcast against loc and
# scale, infinities have density 0 and NaN stays NaN; a bad scale gives NaN.
import numpy as np
from scipy.stats import norm
print(norm.pdf(0), type(norm.pdf(0)).__name__)
print(norm.pdf(1.5, loc=1, scale=2), norm.pdf(3, 1, 2), norm.pdf(x=0.5))
print(norm.pdf([0.5, 1.0, np.inf, -np.inf, np.nan]))
print(norm.pdf([[1, 2], [3, 4]], loc=[0, 1]))
x = np.linspace(-3, 3, 7).astype(np.float32)
p = norm.pdf(x, loc=np.float32(0), scale=np.float32(1))
print(p.dtype, p)
print(norm.pdf(-40), norm.pdf(True), norm.pdf(np.array(0.3)))
print(norm.pdf(1, scale=-1))
print(norm.logpdf(2.0), norm.logpdf([0, 1], scale=2), norm.logpdf(np.inf))

# expect: 0.3989422804014327 float64
# expect[avx512_skx]: 0.19333405840142465 0.12098536225957168 0.35206532676429947
# expect[!avx512_skx]: 0.19333405840142465 0.12098536225957168 0.3520653267642995
# expect: [0.35206533 0.24197072 0.         0.                nan]
# expect: [[0.24197072 0.24197072]
# expect:  [0.00443185 0.00443185]]
# expect: float64 [0.00443185 0.05399097 0.24197072 0.39894228 0.24197072 0.05399097
# expect:  0.00443185]
# expect: 0.0 0.24197072451914337 0.38138781546052414
# expect: nan
# expect: -2.9189385332046727 [-1.61208571 -1.73708571] -inf
