# Floats print as Python floats (an object array) where masked; the fill value is 1e+20.
import numpy as np
b = np.ma.array([1.5, 2, 3e5], mask=[0, 1, 0])
print(repr(b))
print(b)

# expect: masked_array(data=[1.5, --, 300000.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: [1.5 -- 300000.0]
