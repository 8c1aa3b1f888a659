# In-place operators update the data in place (views see it) and or the masks.
import numpy as np
x = np.ma.array([1., 2., 3., 4.], mask=[0, 1, 0, 0])
v = x.data
x += np.ma.array([10., 10., 10., 10.], mask=[0, 0, 1, 0])
print(repr(x), v)
x *= 2
print(repr(x))
x /= np.array([1., 0., 2., 0.])
print(repr(x), x.data)
y = np.ma.array([5, 6])
y -= 1
print(repr(y))
y //= np.array([2, 0])
print(repr(y))

# expect: masked_array(data=[11.0, --, --, 14.0],
# expect:              mask=[False,  True,  True, False],
# expect:        fill_value=1e+20) [11.  2.  3. 14.]
# expect: masked_array(data=[22.0, --, --, 28.0],
# expect:              mask=[False,  True,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[22.0, --, --, --],
# expect:              mask=[False,  True,  True,  True],
# expect:        fill_value=1e+20) [22.  2.  3. 28.]
# expect: masked_array(data=[4, 5],
# expect:              mask=False,
# expect:        fill_value=999999)
# expect: masked_array(data=[2, --],
# expect:              mask=[False,  True],
# expect:        fill_value=999999)
