# In-place arithmetic keeps the mask; copy() is independent.
import numpy as np
x = np.ma.array([1, 2, 3], mask=[0, 1, 0])
x += 1
print(repr(x))
x *= 2
print(repr(x))
y = x.copy()
y[1] = 5
print(y, x)
print(x.prod(), np.ma.array([[1, 2], [3, 4]], mask=[[1, 0], [0, 0]]).prod(axis=0))

# expect: masked_array(data=[2, --, 4],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: masked_array(data=[4, --, 8],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: [4 5 8] [4 -- 8]
# expect: 32 [3 8]
