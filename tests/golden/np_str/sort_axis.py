# np.sort / np.argsort / a.sort / a.argsort of an N-d string array: each line along the axis
# (last by default, None: flattened); np.argsort of a 0-d array gives [0], as NumPy's.
import numpy as np
a = np.array([['b', 'a', 'b'], ['d', 'c', 'a'], ['b', 'b', 'b']])
print(np.sort(a))
print(np.sort(a, axis=0))
print(np.sort(a, axis=None))
print(np.argsort(a))
print(np.argsort(a, axis=0))
print(np.argsort(a, axis=None))
print(a.argsort(axis=0, kind='stable'))
c = a.T.copy()
c.sort(axis=1)
print(c)
print(np.argsort(np.array('x')))
# expect: [['a' 'b' 'b']
# expect:  ['a' 'c' 'd']
# expect:  ['b' 'b' 'b']]
# expect: [['b' 'a' 'a']
# expect:  ['b' 'b' 'b']
# expect:  ['d' 'c' 'b']]
# expect: ['a' 'a' 'b' 'b' 'b' 'b' 'b' 'c' 'd']
# expect: [[1 0 2]
# expect:  [2 1 0]
# expect:  [0 1 2]]
# expect: [[0 0 1]
# expect:  [2 2 0]
# expect:  [1 1 2]]
# expect: [1 5 0 2 6 7 8 4 3]
# expect: [[0 0 1]
# expect:  [2 2 0]
# expect:  [1 1 2]]
# expect: [['b' 'b' 'd']
# expect:  ['a' 'b' 'c']
# expect:  ['a' 'b' 'b']]
# expect: [0]
