# Arithmetic calls the Python operator on each pair of elements, with broadcasting; numbers from
# numeric arrays come in as Python numbers.
import numpy as np
from fractions import Fraction

e = np.array([1, 2, 3], dtype=object)
print(repr(e * 1.5), repr(e / 2), repr(e // 2), repr(e ** 2), repr(e % 2), repr(2 - e))
print(repr(np.arange(3) + e), repr(e + np.arange(3.0)))
c = np.array([2 ** 100, Fraction(1, 3), 1.5], dtype=object)
print(c * 2)
print(repr(c + c))
s = np.array(['a', 'b'], dtype=object)
print(repr(s + 'x'), repr(s * 2), repr('<' + s))
m = np.array([[1], [2]], dtype=object)
print(repr(m * e))
print(repr(np.add(e, 1)), repr(np.multiply(e, e)))
# expect: array([1.5, 3.0, 4.5], dtype=object) array([0.5, 1.0, 1.5], dtype=object) array([0, 1, 1], dtype=object) array([1, 4, 9], dtype=object) array([1, 0, 1], dtype=object) array([1, 0, -1], dtype=object)
# expect: array([1, 3, 5], dtype=object) array([1.0, 3.0, 5.0], dtype=object)
# expect: [2535301200456458802993406410752 Fraction(2, 3) 3.0]
# expect: array([2535301200456458802993406410752, Fraction(2, 3), 3.0], dtype=object)
# expect: array(['ax', 'bx'], dtype=object) array(['aa', 'bb'], dtype=object) array(['<a', '<b'], dtype=object)
# expect: array([[1, 2, 3],
# expect:        [2, 4, 6]], dtype=object)
# expect: array([2, 3, 4], dtype=object) array([1, 4, 9], dtype=object)
