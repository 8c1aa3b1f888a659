import numpy as np
rng = np.random.default_rng(0)
print(rng.random(2, dtype=np.float16))
# expect runtime error: TypeError: Unsupported dtype dtype('float16') for random
