# bytes takes exactly one argument.
import numpy as np
np.random.default_rng(0).bytes()

# expect runtime error: TypeError: Generator.bytes() takes exactly one argument (0 given)
