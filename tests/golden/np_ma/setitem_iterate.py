# Assigning masked masks an element, assigning a value unmasks it; iteration and tolist.
import numpy as np
y = np.ma.array([1, 2, 3, 4], mask=[0, 0, 1, 0])
y[0] = np.ma.masked
y[2] = 7
print(repr(y))
for v in y:
    print(v, end=" ")
print()
print(y.tolist(), list(y))
print(repr(y[1:3]), repr(y.T))

# expect: masked_array(data=[--, 2, 7, 4],
# expect:              mask=[ True, False, False, False],
# expect:        fill_value=999999)
# expect: -- 2 7 4 
# expect: [None, 2, 7, 4] [masked, 2, 7, 4]
# expect: masked_array(data=[2, 7],
# expect:              mask=[False, False],
# expect:        fill_value=999999) masked_array(data=[--, 2, 7, 4],
# expect:              mask=[ True, False, False, False],
# expect:        fill_value=999999)
