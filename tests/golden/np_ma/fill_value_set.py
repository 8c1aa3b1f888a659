# fill_value given, read and set; filled() uses it.
import numpy as np
f = np.ma.array([1.5, 2.5], mask=[0, 1], fill_value=-9)
print(repr(f), f.fill_value, f.filled())
f.fill_value = 3
print(repr(f))

# expect: masked_array(data=[1.5, --],
# expect:              mask=[False,  True],
# expect:        fill_value=-9.0) -9.0 [ 1.5 -9. ]
# expect: masked_array(data=[1.5, --],
# expect:              mask=[False,  True],
# expect:        fill_value=3.0)
