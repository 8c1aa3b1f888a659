# uniform(low, high): low + (high - low) * U; array bounds broadcast.
import numpy as np
rng = np.random.default_rng(13)
print(rng.uniform(), rng.uniform(-2, 5))
print(rng.uniform(0, [1, 10, 100]).tolist())

# expect: 0.8647975870165865 3.987117604524413
# expect: [0.8110233987843422, 2.614463614164766, 7.7199457718421405]
