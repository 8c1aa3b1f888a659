# Long masked arrays wrap at 75 columns under their keyword.
import numpy as np
big = np.ma.masked_greater(np.arange(30) * 1.5, 20)
print(repr(big))
print(big)

# expect: masked_array(data=[0.0, 1.5, 3.0, 4.5, 6.0, 7.5, 9.0, 10.5, 12.0, 13.5,
# expect:                    15.0, 16.5, 18.0, 19.5, --, --, --, --, --, --, --, --,
# expect:                    --, --, --, --, --, --, --, --],
# expect:              mask=[False, False, False, False, False, False, False, False,
# expect:                    False, False, False, False, False, False,  True,  True,
# expect:                     True,  True,  True,  True,  True,  True,  True,  True,
# expect:                     True,  True,  True,  True,  True,  True],
# expect:        fill_value=1e+20)
# expect: [0.0 1.5 3.0 4.5 6.0 7.5 9.0 10.5 12.0 13.5 15.0 16.5 18.0 19.5 -- -- --
# expect:  -- -- -- -- -- -- -- -- -- -- -- -- --]
