# Every bit of erf, erfc, ndtr and ndtri over many arguments, folded into two checksums
# (a sum of the bit patterns modulo a prime, and their xor): SciPy's only if each value is.
import numpy as np
from scipy import special
np.random.seed(11)
x = np.concatenate([np.random.normal(0, 3, 4000), np.random.uniform(-30, 30, 1000)])
q = np.concatenate([np.random.uniform(0, 1, 4000), np.exp(np.random.uniform(-690, 0, 1000))])
for name, arg in [("erf", x), ("erfc", x), ("ndtr", x), ("ndtri", q)]:
    bits = getattr(special, name)(arg).view(np.int64)
    print(name, (bits % 1000003).sum(), np.bitwise_xor.reduce(bits))

# expect: erf 2348627825 -9212079244397959116
# expect: erfc 2714581324 673100466945235859
# expect: ndtr 2378769296 4444994978711641677
# expect: ndtri 2496187151 9213348100448664888
