# Without a mask the data prints as a plain array and the mask as False.
import numpy as np
print(repr(np.ma.array([1., 2.])))
print(np.ma.array([1., 2.]))
print(repr(np.ma.array([1, 2], mask=False)))

# expect: masked_array(data=[1., 2.],
# expect:              mask=False,
# expect:        fill_value=1e+20)
# expect: [1. 2.]
# expect: masked_array(data=[1, 2],
# expect:              mask=[False, False],
# expect:        fill_value=999999)
