# np.sort / a.sort / np.argsort / a.argsort of object arrays, along any axis or flattened.
import numpy as np
from fractions import Fraction
b = np.array([Fraction(1, 3), Fraction(1, 2), 7, 2], dtype=object)
c = np.array(['b', 'a', 'c', 'a'], dtype=object)
print(np.sort(b), np.argsort(b), np.sort(c), np.argsort(c), c.argsort())
m = np.array([[3, 1, 2], [2, 5, 0]], dtype=object)
print(np.sort(m), np.sort(m, axis=0), np.sort(m, axis=None))
print(np.argsort(m, axis=0), m.argsort(axis=None))
x = np.array([3, 1, 2], dtype=object)
x.sort()
print(x, np.sort(x, kind='stable'), np.argsort(np.array([2, 1, 2, 1], dtype=object), kind='stable'))

# expect: [Fraction(1, 3) Fraction(1, 2) 2 7] [0 1 3 2] ['a' 'a' 'b' 'c'] [1 3 0 2] [1 3 0 2]
# expect: [[1 2 3]
# expect:  [0 2 5]] [[2 1 0]
# expect:  [3 5 2]] [0 1 2 2 3 5]
# expect: [[1 0 1]
# expect:  [0 1 0]] [5 1 2 3 0 4]
# expect: [1 2 3] [1 2 3] [1 3 0 2]
