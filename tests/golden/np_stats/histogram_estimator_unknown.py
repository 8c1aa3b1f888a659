# An unknown bin-width estimator name stops with NumPy's message.
import numpy as np
np.histogram([1, 2, 3], bins='freedman')

# expect runtime error: ValueError: 'freedman' is not a valid estimator for `bins`
