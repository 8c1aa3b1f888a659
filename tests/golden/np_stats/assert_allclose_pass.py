import numpy as np
from numpy.testing import assert_allclose
assert_allclose([1, 2], [1, 2.0000001])
assert_allclose([1, np.nan], [1, np.nan])
print(np.testing.assert_allclose([1.0], [1.05], rtol=0.1))
# expect: None
