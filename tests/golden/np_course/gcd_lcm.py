# gcd and lcm ufuncs: signs, zeros, unsigned dtypes, reduce.
import numpy as np
print(np.gcd(12, 18), np.lcm(np.array([4, 6]), 10), np.gcd(np.arange(-6, 7, 3), 4), np.lcm(-4, 6), np.gcd(0, 0), np.lcm(0, 5))
print(np.gcd(np.array([12, 20], dtype=np.uint8), np.uint8(8)), np.gcd.reduce([12, 18, 24]), np.lcm.reduce(np.arange(1, 11)), type(np.gcd(4, 6)))

# expect: 6 [20 30] [2 1 4 1 2] 12 0 0
# expect: [4 4] 6 2520 <class 'numpy.int64'>
