# Plain arrays, lists and scalars on the left of a masked array: the result is masked.
import numpy as np
a = np.ma.array([1, 2, 3], mask=[0, 1, 0])
print(repr(np.arange(3) + a))
print(repr([1, 2, 3] - a))
print(repr(2 ** a))
print(repr(np.arange(3) > a))
print(repr(1.5 / a))
print(repr(np.float64(2) * a))
print(repr(np.arange(3) == a))

# expect: masked_array(data=[1, --, 5],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: masked_array(data=[0, --, 0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: masked_array(data=[2, --, 8],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: masked_array(data=[False, --, False],
# expect:              mask=[False,  True, False],
# expect:        fill_value=True)
# expect: masked_array(data=[1.5, --, 0.5],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[2.0, --, 6.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[False, --, False],
# expect:              mask=[False,  True, False],
# expect:        fill_value=True)
