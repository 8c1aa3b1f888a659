# 2-D masked arrays: one keyword per line, indented by two.
import numpy as np
m = np.ma.array([[1, 2], [3, 4]], mask=[[0, 1], [0, 0]])
print(repr(m))
print(m)
print(repr(np.ma.array([[1, 2, 3]], mask=[[0, 1, 0]])))

# expect: masked_array(
# expect:   data=[[1, --],
# expect:         [3, 4]],
# expect:   mask=[[False,  True],
# expect:         [False, False]],
# expect:   fill_value=999999)
# expect: [[1 --]
# expect:  [3 4]]
# expect: masked_array(data=[[1, --, 3]],
# expect:              mask=[[False,  True, False]],
# expect:        fill_value=999999)
