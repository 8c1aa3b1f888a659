import numpy as np
print(np.isin([1, 2, 3], [2, 5]), repr(np.isin(2, [2])))
print(np.isin([[1, 2], [3, 4]], [4, 1], invert=True))
print(np.isin([1.0, np.nan, 2.5], [np.nan, 1, 2.5]))
el = np.arange(10)
print(el[np.isin(el, [2, 3, 7])])
# expect: [False  True False] array(True)
# expect: [[False  True]
# expect:  [ True False]]
# expect: [ True False  True]
# expect: [2 3 7]
