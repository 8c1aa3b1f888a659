# no-cross-check: Weft's np.polyfit takes no weights
import numpy as np
np.polyfit([1, 2, 3], [1, 2, 3], 1, w=[1, 1, 1])
# expect runtime error: TypeError: np.polyfit's w= and cov= are not supported in Weft
