# repr and str of a 1-D integer masked array.
import numpy as np
a = np.ma.array([1, 2, 3], mask=[False, True, False])
print(repr(a))
print(a)

# expect: masked_array(data=[1, --, 3],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: [1 -- 3]
