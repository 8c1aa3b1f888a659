# no-cross-check: Weft has no bin-width estimators for np.histogram
import numpy as np
np.histogram([1, 2, 3], bins="auto")
# expect runtime error: ValueError: bins='auto' (a bin-width estimator) is not supported in Weft; give a number of bins or the edges
