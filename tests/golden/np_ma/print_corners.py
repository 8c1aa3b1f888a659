# A printed masked array keeps 100 rows' corners before summarising: 1000x2 prints 100 rows.
import numpy as np
a = np.ma.masked_greater(np.arange(2000).reshape(1000, 2), 1500)
s = str(a)
print(len(s.splitlines()))
print(s.splitlines()[49], s.splitlines()[50])
b = np.ma.masked_greater(np.arange(3000), 1500)
print(b)
print(repr(b))

# expect: 100
# expect:  [98 99]  [-- --]
# expect: [0 1 2 ... -- -- --]
# expect: masked_array(data=[0, 1, 2, ..., --, --, --],
# expect:              mask=[False, False, False, ...,  True,  True,  True],
# expect:        fill_value=999999)
