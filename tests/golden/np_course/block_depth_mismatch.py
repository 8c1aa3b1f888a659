# np.block wants every leaf at the same list depth.
import numpy as np
np.block([[1, 2], 3])

# expect runtime error: ValueError: List depths are mismatched. First element was at depth 2, but there is an element at depth 1 (arrays[1])
