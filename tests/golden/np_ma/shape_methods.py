# reshape, ravel, astype, round keep the mask; all/any and cumsum skip masked values.
import numpy as np
m = np.ma.array([1.5, 2.0, 3.0, 4.25], mask=[0, 1, 0, 0])
print(repr(m.reshape(2, 2)))
print(repr(m.astype(int)), repr(m.round()))
print(m.any(), m.all(), repr(m.cumsum()))
print(repr(m.reshape(2, 2).ravel()))

# expect: masked_array(
# expect:   data=[[1.5, --],
# expect:         [3.0, 4.25]],
# expect:   mask=[[False,  True],
# expect:         [False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(data=[1, --, 3, 4],
# expect:              mask=[False,  True, False, False],
# expect:        fill_value=999999) masked_array(data=[2.0, --, 3.0, 4.0],
# expect:              mask=[False,  True, False, False],
# expect:        fill_value=1e+20)
# expect: True True masked_array(data=[1.5, --, 4.5, 8.75],
# expect:              mask=[False,  True, False, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1.5, --, 3.0, 4.25],
# expect:              mask=[False,  True, False, False],
# expect:        fill_value=1e+20)
