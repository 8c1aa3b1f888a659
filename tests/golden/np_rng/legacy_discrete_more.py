# RandomState's geometric (search above p=1/3, inversion below) and negative_binomial (a gamma-mixed Poisson).
import numpy as np
np.random.seed(3)
r = np.random
print(repr(r.geometric(0.2, 3)), repr(r.geometric(0.5, 3)), r.geometric(0.1), type(r.geometric(0.9)).__name__)
print(repr(r.negative_binomial(3, 0.4, 3)), r.negative_binomial(1.5, 0.9))
# expect: array([4, 6, 2]) array([2, 4, 4]) 2 int
# expect: array([5, 2, 3]) 3
