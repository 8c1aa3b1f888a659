# choice with replacement: integers(0, n), or searchsorted of uniforms in the cdf of p.
import numpy as np
rng = np.random.default_rng(17)
print(rng.choice(10, 8).tolist())
print(rng.choice(5, 6, p=[0.1, 0.2, 0.3, 0.15, 0.25]).tolist())
print(rng.choice([1.5, 2.5, 3.5]), rng.choice(7))
print(rng.choice(np.arange(10).reshape(5, 2), 3).tolist())
print(rng.choice(np.arange(10).reshape(5, 2), 3, axis=1).tolist())

# expect: [7, 8, 1, 1, 4, 5, 7, 3]
# expect: [1, 2, 2, 3, 3, 0]
# expect: 2.5 1
# expect: [[2, 3], [6, 7], [0, 1]]
# expect: [[0, 1, 1], [2, 3, 3], [4, 5, 5], [6, 7, 7], [8, 9, 9]]
