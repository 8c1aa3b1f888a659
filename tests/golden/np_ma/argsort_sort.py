# argsort puts masked elements last (first with endwith=False); sort sorts in place.
import numpy as np
a = np.ma.array([3, 1, 4, 1, 5], mask=[0, 0, 1, 0, 0])
print(a.argsort(), a.argsort(endwith=False))
a.sort()
print(repr(a))
b = np.ma.array([[3.5, 1.0], [0.5, 2.0]], mask=[[1, 0], [0, 0]])
b.sort(axis=0)
print(b)

# expect: [1 3 0 4 2] [2 1 3 0 4]
# expect: masked_array(data=[1, 1, 3, 5, --],
# expect:              mask=[False, False, False, False,  True],
# expect:        fill_value=999999)
# expect: [[0.5 1.0]
# expect:  [-- 2.0]]
