# A list seed: each int's 32-bit words are concatenated into the entropy pool.
import numpy as np
print(np.random.default_rng([1, 2]).random(3).tolist())
print(np.random.default_rng([3, 2**40]).random())
print(np.random.default_rng(2**70).random())
print(np.random.default_rng((7,)).integers(100, size=4).tolist())

# expect: [0.44841514333227195, 0.4308819875443376, 0.4199991293921922]
# expect: 0.7830189543020231
# expect: 0.5428409396287122
# expect: [94, 62, 68, 89]
