# Operators propagate masks; where masked the result keeps the first operand's data.
import numpy as np
y = np.ma.array([1, 2, 3, 4], mask=[0, 0, 1, 0])
z = np.ma.array([4, 0, 2, 1], mask=[0, 0, 0, 1])
print(repr(y + z))
print(repr(2 * y), repr(10 - y), repr(y ** 2))
print((y - z).data, (y + np.arange(4)).data)
print(repr(-y))

# expect: masked_array(data=[5, 2, --, --],
# expect:              mask=[False, False,  True,  True],
# expect:        fill_value=999999)
# expect: masked_array(data=[2, 4, --, 8],
# expect:              mask=[False, False,  True, False],
# expect:        fill_value=999999) masked_array(data=[9, 8, --, 6],
# expect:              mask=[False, False,  True, False],
# expect:        fill_value=999999) masked_array(data=[1, 4, --, 16],
# expect:              mask=[False, False,  True, False],
# expect:        fill_value=999999)
# expect: [-3  2  3  4] [1 3 3 7]
# expect: masked_array(data=[-1, -2, --, -4],
# expect:              mask=[False, False,  True, False],
# expect:        fill_value=999999)
