# shuffle's axis applies to arrays only.
import numpy as np
np.random.default_rng(0).shuffle([1, 2, 3], axis=1)

# expect runtime error: NotImplementedError: Axis argument is only supported on ndarray objects
