# no-cross-check: Weft's np.cov has no frequency or analytic weights
import numpy as np
np.cov([1, 2, 3], fweights=[1, 2, 1])
# expect runtime error: TypeError: np.cov's fweights= and aweights= are not supported in Weft
