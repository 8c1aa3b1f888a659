# no-cross-check: Weft refuses the quantile methods beyond linear/lower/higher/nearest/midpoint
import numpy as np
print(np.quantile([1, 2, 3, 4], 0.5, method="nearest"))
np.quantile([1, 2, 3, 4], 0.5, method="hazen")
# expect: 3
# expect runtime error: ValueError: method 'hazen' of np.quantile is not supported in Weft
