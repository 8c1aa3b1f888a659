# A negative precision is accepted by set_printoptions but refused when a float array prints.
import numpy as np

np.set_printoptions(precision=-1)
print(np.array([1, 2]), np.float64(1.5), np.array([True]))
np.set_printoptions(floatmode="unique")
print(np.array([1.5, 0.1]))
np.set_printoptions(floatmode="maxprec")
print(np.array([1.5]))

# expect: [1 2] 1.5 [ True]
# expect: [1.5 0.1]
# expect runtime error: ValueError: precision must be >= 0
