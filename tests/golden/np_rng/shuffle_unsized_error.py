# shuffle of a 0-d array.
import numpy as np
np.random.default_rng(0).shuffle(np.array(5))

# expect runtime error: TypeError: len() of unsized object
