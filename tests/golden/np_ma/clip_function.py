# np.ma.clip: asanyarray(a).clip(a_min, a_max), the data clipped and the mask kept
import numpy as np, numpy.ma as ma
a = ma.array([1, 2, 3, 9], mask=[0, 1, 0, 0])
print(a.clip(2, 5), repr(a.clip(2, 5)))
print(ma.clip(a, 2, 5), ma.clip([1, 7], 2, 5), ma.clip(a, 2, 5).fill_value)
import numpy.ma as ma
try:
    ma.clip()
except TypeError as e:
    print(e)

# expect: [2 -- 3 5] masked_array(data=[2, --, 3, 5],
# expect:              mask=[False,  True, False, False],
# expect:        fill_value=999999)
# expect: [2 -- 3 5] [2 5] 999999
# expect: clip() missing 3 required positional arguments: 'a', 'a_min', and 'a_max'
