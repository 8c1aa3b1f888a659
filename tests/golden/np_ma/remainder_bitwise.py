# % and the bitwise operators are ufunc calls: masks of two operands shrink to nomask.
import numpy as np
y = np.ma.array([1, 2, 3, 4], mask=[0, 0, 1, 0])
z = np.ma.array([4, 0, 2, 1], mask=[0, 0, 0, 1])
with np.errstate(divide="ignore"):
    print(repr(y % z))
print(repr(np.ma.array([5, 6]) % 4), repr(np.ma.array([5, 6]) & 4))

# expect: masked_array(data=[1, --, --, --],
# expect:              mask=[False,  True,  True,  True],
# expect:        fill_value=999999)
# expect: masked_array(data=[1, 2],
# expect:              mask=False,
# expect:        fill_value=999999) masked_array(data=[4, 4],
# expect:              mask=False,
# expect:        fill_value=999999)
