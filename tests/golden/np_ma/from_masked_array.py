# Building from a masked array keeps its mask (or'ed with a new one) unless keep_mask=False.
import numpy as np
m = np.ma.array([1.0, 2.0, 3.0], mask=[0, 1, 0])
print(repr(np.ma.array(m)))
print(repr(np.ma.array(m, mask=[1, 0, 0])))
print(repr(np.ma.array(m, mask=[1, 0, 0], keep_mask=False)))
print(repr(np.ma.masked_array([1, 2], [0, 1])))

# expect: masked_array(data=[1.0, --, 3.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[--, --, 3.0],
# expect:              mask=[ True,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[--, 2.0, 3.0],
# expect:              mask=[ True, False, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1, --],
# expect:              mask=[False,  True],
# expect:        fill_value=999999)
