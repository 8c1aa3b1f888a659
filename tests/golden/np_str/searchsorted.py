# np.searchsorted / a.searchsorted on string arrays: side=, sorter=, a scalar key (a NumPy
# int), keys of any shape, keys out of order, an unsorted array (NumPy's search narrows from
# the previous key's answer, and Weft's does the same), bytes.
import numpy as np
s = np.array(['apple', 'banana', 'cherry', 'cherry', 'date'])
print(np.searchsorted(s, 'cherry'), np.searchsorted(s, 'cherry', side='right'))
print(type(np.searchsorted(s, 'b')).__name__)
print(np.searchsorted(s, [['a', 'zz'], ['cherry', 'c']]))
print(s.searchsorted(['date', 'apple', 'banana'], side='right'))
u = np.array(['d', 'a', 'c', 'b', 'e'])
print(np.searchsorted(u, ['c', 'a', 'e', 'b']))
print(np.searchsorted(u, ['c', 'a', 'e', 'b'], sorter=np.argsort(u)))
print(u.searchsorted('c', side='right', sorter=[1, 3, 2, 0, 4]))
print(np.searchsorted(np.array([b'a', b'c', b'e']), [b'b', b'e', b'f']))
# expect: 2 4
# expect: int64
# expect: [[0 5]
# expect:  [2 2]]
# expect: [5 1 2]
# expect: [2 0 4 2]
# expect: [2 0 4 1]
# expect: 3
# expect: [1 2 3]
