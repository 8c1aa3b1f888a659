# An object field holds any Python value; sorting by one whose values do not compare raises Python's TypeError.
import numpy as np
dt = np.dtype([('tag', 'O'), ('n', 'i8')])
a = np.array([(3, 1), ('x', 2)], dtype=dt)
print(a, a.dtype.hasobject, np.dtype([('n', 'i8')]).hasobject)
print(a['tag'].dtype, a[1]['tag'] * 2)
a[0]['tag'] = (1, 2)
print(a[0], a.tolist())
try:
    np.sort(a, order='tag')
except TypeError as e:
    print(type(e).__name__, e)
# expect: [(3, 1) ('x', 2)] True False
# expect: object xx
# expect: ((1, 2), 1) [((1, 2), 1), ('x', 2)]
# expect: TypeError '<' not supported between instances of 'str' and 'tuple'
