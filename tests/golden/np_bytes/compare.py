import numpy as np
a = np.array([b'a', b'bc', b'b'])
print(a == b'a', a != b'a', a < b'b', a >= np.array([b'a', b'c', b'b']))
print(b'bc' == a, (a > b'a').sum())
# expect: [ True False False] [False  True  True] [ True False False] [ True False  True]
# expect: [False  True False] 2
