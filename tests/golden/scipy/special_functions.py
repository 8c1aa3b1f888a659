# scipy.special's normal-distribution functions: float32 in, float32 out; ints and floats to
# float64; a scalar gives a NumPy scalar.
import numpy as np
from scipy import special
print(special.erf(0.5), special.erfc([0.5, 1.0]), special.expit(0.0), special.erf(3))
x = np.float32(0.3)
print(special.erf(np.float32(0.5)), type(special.erf(np.float32(0.5))).__name__, special.expit(x))
print(special.erf(np.int8(1)), special.erf(True), special.ndtri(0.975), special.ndtr(1.96))
print(special.logit([0, 1, 0.25, 2]), special.expit([-800, 800]), special.erf([[1, 2]]))
print(special.erfc(-30), special.erfc(30), special.erf(np.nan))

# expect: 0.5204998778130465 [0.47950012 0.15729921] 0.5 0.9999779095030014
# expect: 0.5204999 float32 0.5744425
# expect: 0.8427008 0.8427008 1.959963984540054 0.9750021048517795
# expect: [       -inf         inf -1.09861229         nan] [0. 1.] [[0.84270079 0.99532227]]
# expect: 2.0 0.0 nan
