# masked_invalid masks nan and inf, and always has a full mask.
import numpy as np
print(repr(np.ma.masked_invalid(np.array([1., np.nan, np.inf]))))
print(repr(np.ma.masked_invalid(np.array([1., 2.]))))

# expect: masked_array(data=[1.0, --, --],
# expect:              mask=[False,  True,  True],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1.0, 2.0],
# expect:              mask=[False, False],
# expect:        fill_value=1e+20)
