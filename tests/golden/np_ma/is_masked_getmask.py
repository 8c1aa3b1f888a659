# getmask, getmaskarray, getdata, is_masked.
import numpy as np
c = np.ma.array([1, 2, 3], mask=[0, 1, 0])
print(np.ma.getmask(c), np.ma.getmaskarray(np.ma.array([1, 2])), np.ma.getdata(c))
print(np.ma.is_masked(c), np.ma.is_masked(np.ma.array([1])), np.ma.is_masked([1, 2]))
print(np.ma.getmask(np.ma.array([1])))

# expect: [False  True False] [False False] [1 2 3]
# expect: True False False
# expect: False
