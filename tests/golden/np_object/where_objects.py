# np.where with object arrays: the condition's elements by truth, the picks as Python values.
import numpy as np
from fractions import Fraction
a = np.array([3, 'a', None, 2.5], dtype=object)
b = np.array([Fraction(1, 3), Fraction(1, 2), 7, 2], dtype=object)
print(np.where(b > 1, b, 0))
print(np.where([True, False, True, False], a, b))
print(np.where(b > 1), np.where(np.array([1, 0, 2, '', 'x'], dtype=object)))
x = np.array([1, 2, 3], dtype=object)
print(np.where(x > 1, x, -x), np.where(np.array([[True], [False]]), x, 'no'))
print(np.where(np.array([0, 1], dtype=object), 10, 20))

# expect: [0 0 7 2]
# expect: [3 Fraction(1, 2) None 2]
# expect: (array([2, 3]),) (array([0, 2, 4]),)
# expect: [-1 2 3] [[1 2 3]
# expect:  ['no' 'no' 'no']]
# expect: [20 10]
