# np.ma.sqrt and np.ma.log mask invalid inputs.
import numpy as np
print(repr(np.ma.sqrt(np.ma.array([-4., 4., 9.]))))
print(repr(np.ma.log(np.array([-1., 1.]))))
print(repr(np.ma.exp(np.ma.array([0., 1.], mask=[0, 1]))))

# expect: masked_array(data=[--, 2.0, 3.0],
# expect:              mask=[ True, False, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[--, 0.0],
# expect:              mask=[ True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1.0, --],
# expect:              mask=[False,  True],
# expect:        fill_value=1e+20)
