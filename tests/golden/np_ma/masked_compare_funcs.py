# masked_greater/less/equal and kin; masked_equal sets the fill value.
import numpy as np
print(repr(np.ma.masked_equal([1, 2, 3], 2)))
print(np.ma.masked_less([1, 5, 3], 3), np.ma.masked_greater(np.arange(5), 2))
print(np.ma.masked_greater_equal(np.arange(5), 2), np.ma.masked_less_equal(np.arange(5), 2))
print(np.ma.masked_not_equal(np.arange(5), 2))
print(np.ma.masked_outside(np.arange(10), 2, 6))
print(repr(np.ma.masked_inside(np.arange(5.), 1, 3)))

# expect: masked_array(data=[1, --, 3],
# expect:              mask=[False,  True, False],
# expect:        fill_value=2)
# expect: [-- 5 3] [0 1 2 -- --]
# expect: [0 1 -- -- --] [-- -- -- 3 4]
# expect: [-- -- 2 -- --]
# expect: [-- -- 2 3 4 5 6 -- -- --]
# expect: masked_array(data=[0.0, --, --, --, 4.0],
# expect:              mask=[False,  True,  True,  True, False],
# expect:        fill_value=1e+20)
