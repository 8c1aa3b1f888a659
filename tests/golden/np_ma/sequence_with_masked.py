# A list holding np.ma.masked or masked arrays builds the mask from them.
import numpy as np
import warnings
warnings.simplefilter("ignore")
print(repr(np.ma.array([1, np.ma.masked, 3])))
print(repr(np.ma.array([np.ma.array([1, 2], mask=[0, 1]), [3, 4]])))

# expect: masked_array(data=[1.0, --, 3.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[1, --],
# expect:         [3, 4]],
# expect:   mask=[[False,  True],
# expect:         [False, False]],
# expect:   fill_value=999999)
