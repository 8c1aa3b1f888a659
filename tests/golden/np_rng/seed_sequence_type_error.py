# SeedSequence takes ints or sequences of ints.
import numpy as np
np.random.SeedSequence('abc')

# expect runtime error: TypeError: SeedSequence expects int or sequence of ints for entropy not abc
