import numpy as np
np.testing.assert_allclose([1.0, 2.0], [1.0, 2.5])
# expect runtime error:  y: array([1. , 2.5])
