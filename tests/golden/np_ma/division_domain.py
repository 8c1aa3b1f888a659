# Division masks a zero divisor and non-finite results.
import numpy as np
y = np.ma.array([1, 2, 3, 4], mask=[0, 0, 1, 0])
z = np.ma.array([4, 0, 2, 1], mask=[0, 0, 0, 1])
print(repr(y / z))
print(repr(y // z))
print(repr(np.ma.array([1., 2.]) / 0))
print(repr(np.ma.array([1., -1.]) / np.array([0., 2.])))

# expect: masked_array(data=[0.25, --, --, --],
# expect:              mask=[False,  True,  True,  True],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[0, --, --, --],
# expect:              mask=[False,  True,  True,  True],
# expect:        fill_value=999999)
# expect: masked_array(data=[--, --],
# expect:              mask=[ True,  True],
# expect:        fill_value=1e+20,
# expect:             dtype=float64)
# expect: masked_array(data=[--, -0.5],
# expect:              mask=[ True, False],
# expect:        fill_value=1e+20)
