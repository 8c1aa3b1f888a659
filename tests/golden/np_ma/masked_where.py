# masked_where: the condition's mask, or'ed with an input mask; nothing masked is nomask.
import numpy as np
print(repr(np.ma.masked_where(np.array([1, 2, 3]) > 5, np.array([1, 2, 3]))))
print(repr(np.ma.masked_where(np.array([1, 2, 3]) > 1, np.array([1, 2, 3]))))
c = np.ma.masked_where(np.array([True, False, True]), np.ma.array([1, 2, 3], mask=[0, 1, 0]))
print(repr(c))

# expect: masked_array(data=[1, 2, 3],
# expect:              mask=False,
# expect:        fill_value=999999)
# expect: masked_array(data=[1, --, --],
# expect:              mask=[False,  True,  True],
# expect:        fill_value=999999)
# expect: masked_array(data=[--, --, --],
# expect:              mask=[ True,  True,  True],
# expect:        fill_value=999999,
# expect:             dtype=int64)
