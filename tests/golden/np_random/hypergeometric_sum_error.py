# ngood + nbad must be at least nsample.
import numpy as np
np.random.hypergeometric(1, 2, 5)

# expect runtime error: ValueError: ngood + nbad < nsample
