# np.math is the math module in NumPy 1.24 (older course code calls np.math.factorial).
import math
import numpy as np
print(np.math is math, np.math.factorial(10), np.math.pi, np.math.sqrt(2.0))
print(np.array([np.math.comb(5, k) for k in range(6)]))


# expect: True 3628800 3.141592653589793 1.4142135623730951
# expect: [ 1  5 10 10  5  1]
