# The legacy np.random.seed stream and the Generator stream are independent.
import numpy as np
np.random.seed(42)
rng = np.random.default_rng(42)
print(np.random.rand(), rng.random())
print(np.random.randint(10, size=3).tolist(), rng.integers(10, size=3).tolist())

# expect: 0.3745401188473625 0.7739560485559633
# expect: [7, 4, 6] [6, 4, 4]
