# Empty and 0-d masked arrays, nan and inf, complex elements.
import numpy as np
e = np.ma.array([], dtype=float)
print(repr(e), e)
print(repr(np.ma.array(5.0, mask=True)), np.ma.array(5.0, mask=True))
print(repr(np.ma.array(5.0)), np.ma.array(5.0))
print(repr(np.ma.array([[1.5, np.nan], [np.inf, -2]], mask=[[0, 0], [0, 1]])))
print(repr(np.ma.array([1+2j, 3], mask=[0, 1])))

# expect: masked_array(data=[],
# expect:              mask=False,
# expect:        fill_value=1e+20,
# expect:             dtype=float64) []
# expect: masked_array(data=--,
# expect:              mask=True,
# expect:        fill_value=1e+20,
# expect:             dtype=float64) --
# expect: masked_array(data=5.,
# expect:              mask=False,
# expect:        fill_value=1e+20) 5.0
# expect: masked_array(
# expect:   data=[[1.5, nan],
# expect:         [inf, --]],
# expect:   mask=[[False, False],
# expect:         [False,  True]],
# expect:   fill_value=1e+20)
# expect: masked_array(data=[(1+2j), --],
# expect:              mask=[False,  True],
# expect:        fill_value=(1e+20+0j))
