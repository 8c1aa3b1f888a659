# Comparisons mask where either side is masked; == treats masked in both as equal.
import numpy as np
y = np.ma.array([1, 2, 3, 4], mask=[0, 0, 1, 0])
z = np.ma.array([4, 0, 2, 1], mask=[0, 0, 0, 1])
print(repr(y == z))
print(repr(y != 2))
print(repr(y > 1))
print((y == z).data, repr(np.ma.array([1, 2]) < 2))

# expect: masked_array(data=[False, False, --, --],
# expect:              mask=[False, False,  True,  True],
# expect:        fill_value=True)
# expect: masked_array(data=[True, False, --, True],
# expect:              mask=[False, False,  True, False],
# expect:        fill_value=True)
# expect: masked_array(data=[False, True, --, True],
# expect:              mask=[False, False,  True, False],
# expect:        fill_value=True)
# expect: [False False False False] masked_array(data=[ True, False],
# expect:              mask=False,
# expect:        fill_value=True)
