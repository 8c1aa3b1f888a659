# no-cross-check: NumPy's legacy='1.13' printing mode is not implemented in Weft
import numpy as np

np.set_printoptions(legacy=False)
print(np.array([1.0, 2.5]))
np.set_printoptions(legacy="1.13")
# expect: [1.  2.5]
# expect runtime error: ValueError: legacy='1.13' printing is not supported in Weft (only legacy=False)
