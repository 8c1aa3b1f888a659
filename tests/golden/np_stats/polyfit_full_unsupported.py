# no-cross-check: Weft's np.polyfit returns the coefficients only
import numpy as np
np.polyfit([1, 2, 3], [1, 2, 3], 1, full=True)
# expect runtime error: TypeError: np.polyfit's full=, w= and cov= are not supported in Weft
