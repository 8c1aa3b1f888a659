# poisson (multiplication below lam 10, PTRS above) and binomial (inversion, BTPE).
import numpy as np
rng = np.random.default_rng(31)
print(rng.poisson(3.5, size=10).tolist())
print(rng.poisson(250.0, size=5).tolist())
print(rng.poisson([1.0, 10.0, 1000.0]).tolist())
print(rng.binomial(10, 0.3, size=10).tolist())
print(rng.binomial(1000, 0.4, size=5).tolist())
print(rng.binomial(100, 0.95, size=5).tolist())
print(rng.poisson(), rng.binomial(5, 0.5))

# expect: [3, 1, 1, 5, 2, 1, 8, 5, 6, 2]
# expect: [287, 236, 238, 262, 256]
# expect: [2, 10, 1019]
# expect: [2, 3, 3, 6, 2, 3, 5, 3, 2, 2]
# expect: [405, 397, 428, 399, 392]
# expect: [92, 97, 96, 97, 95]
# expect: 2 4
