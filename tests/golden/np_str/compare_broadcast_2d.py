import numpy as np
a = np.array([['a', 'b'], ['b', 'c']])
print(a == np.array(['b', 'c']))
print(a == 'b', a[0] == a[1])
# expect: [[False False]
# expect:  [ True  True]]
# expect: [[False  True]
# expect:  [ True False]] [False False]
