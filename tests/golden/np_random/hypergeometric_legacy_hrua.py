# RandomState.hypergeometric for nsample > 10: the HRUA* ratio-of-uniforms method.
import numpy as np
rs = np.random.RandomState(12345)
print(rs.hypergeometric(100, 200, 50, size=8))
print(rs.hypergeometric(3000, 1000, 3500, size=5))
print(rs.hypergeometric(7, 900, 400, size=(2, 3)))

# expect: [15 18 18 20 19 14 20 14]
# expect: [2627 2625 2621 2614 2629]
# expect: [[3 5 1]
# expect:  [3 6 3]]
