# Reductions along axis 0 of 1-D arrays, and rows that are fully masked.
import numpy as np
a = np.ma.array([1, 2, 3], mask=[0, 1, 0])
print(a.mean(axis=0), a.sum(axis=0), a.std(axis=0), a.min(axis=0), a.count(axis=0), a.var(axis=0, ddof=1))
b = np.ma.array([[1, 2], [3, 4]], mask=[[1, 1], [0, 0]])
print(repr(b.mean(axis=1)), repr(b.var(axis=1)), repr(b.min(axis=1)), repr(b.sum(axis=1)))
print(repr(b.mean(axis=0)), b.argmin(axis=1), repr(b.std(axis=0, ddof=1)))

# expect: 2.0 4 1.0 1 2 2.0
# expect: masked_array(data=[--, 3.5],
# expect:              mask=[ True, False],
# expect:        fill_value=1e+20) masked_array(data=[--, 0.25],
# expect:              mask=[ True, False],
# expect:        fill_value=1e+20) masked_array(data=[--, 3],
# expect:              mask=[ True, False],
# expect:        fill_value=999999) masked_array(data=[--, 7],
# expect:              mask=[ True, False],
# expect:        fill_value=999999)
# expect: masked_array(data=[3.0, 4.0],
# expect:              mask=[False, False],
# expect:        fill_value=1e+20) [0 0] masked_array(data=[--, --],
# expect:              mask=[ True,  True],
# expect:        fill_value=1e+20,
# expect:             dtype=float64)
