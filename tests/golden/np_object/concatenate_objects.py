# np.concatenate with object arrays: the others' elements as Python values.
import numpy as np
from fractions import Fraction
c = np.array(['b', 'a'], dtype=object)
print(np.concatenate([c, np.array([Fraction(1, 3), 7], dtype=object)]))
print(np.concatenate([c, np.array([1, 2])]), np.concatenate([np.array([1.5]), c]))
print(np.concatenate([np.array([[1, 2]], dtype=object), np.array([[3, 4]])], axis=1))
print(np.concatenate((c, c), axis=None), np.concatenate([np.array([[1]], dtype=object), np.array([[2]])]))

# expect: ['b' 'a' Fraction(1, 3) 7]
# expect: ['b' 'a' 1 2] [1.5 'b' 'a']
# expect: [[1 2 3 4]]
# expect: ['b' 'a' 'b' 'a'] [[1]
# expect:  [2]]
