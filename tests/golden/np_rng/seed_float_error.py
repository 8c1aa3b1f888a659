# A float seed is not entropy.
import numpy as np
np.random.default_rng(1.5)

# expect runtime error: TypeError: SeedSequence expects int or sequence of ints for entropy not 1.5
