# A dynamic @vectorize (Numba's DUFunc) compiles a loop only when none of those it has takes
# the inputs by NumPy's safe casting: after a float64 call, float32 arrays and Python ints use
# the float64 loop (results float64); int64 then float64 inputs make two loops.
import math
import numpy as np
from numba import vectorize

@vectorize
def gauss(x, mu, sigma):
    return math.exp(-0.5 * ((x - mu) / sigma) ** 2) / (sigma * math.sqrt(2 * math.pi))

x = np.linspace(-2, 2, 5)
print(gauss(x, 0.0, 1.0))
r = gauss(x.astype(np.float32), np.float32(0), np.float32(1))
print(r.dtype, gauss(1, 0, 1))
print(gauss.types)

@vectorize
def twice(a):
    return a * 2

print(twice(np.arange(3)), twice(np.array([True, False])), twice(np.arange(3.0)))
print(twice.types)
# expect: [0.05399097 0.24197072 0.39894228 0.24197072 0.05399097]
# expect: float64 0.24197072451914337
# expect: ['ddd->d']
# expect: [0 2 4] [2 0] [0. 2. 4.]
# expect: ['l->l', 'd->d']
