# masked_values masks sentinel values (floats within np.isclose), with the sentinel as fill value.
import numpy as np
t = np.array([21.5, -999.0, 23.0, -999.0, 19.25])
m = np.ma.masked_values(t, -999.0)
print(repr(m))
print(m.mean(), m.filled(), m.min())
print(repr(np.ma.masked_values([1, 2, 3], 5)))
print(repr(np.ma.masked_values([1, 2, 3], 2)))

# expect: masked_array(data=[21.5, --, 23.0, --, 19.25],
# expect:              mask=[False,  True, False,  True, False],
# expect:        fill_value=-999.0)
# expect: 21.25 [  21.5  -999.     23.   -999.     19.25] 19.25
# expect: masked_array(data=[1, 2, 3],
# expect:              mask=False,
# expect:        fill_value=5)
# expect: masked_array(data=[1, --, 3],
# expect:              mask=[False,  True, False],
# expect:        fill_value=2)
