# cumsum/cumprod, dot, matmul and @ on object arrays call the Python operators per element.
import numpy as np
from fractions import Fraction

oi = np.array([3, 1, 2], dtype=object)
print(repr(np.cumsum(oi)), repr(np.cumprod(oi)))
f = np.array([[Fraction(1, 2), 2], [3, 4]], dtype=object)
print(repr(np.cumsum(f)), repr(np.cumsum(f, axis=0)), repr(np.cumprod(f, axis=1)))
s = np.array(['a', 'b', 'c'], dtype=object)
print(repr(np.cumsum(s)))
print(np.dot(oi, oi), repr(np.dot(oi, 2)))
m = np.array([[1, 2], [3, 4]], dtype=object)
print(repr(m @ m))
print(repr(np.matmul(m, m[0])), repr(np.dot(m[1], m)), repr(m @ np.arange(2)))
print(repr(np.dot(f, f)))
print(repr(np.array([[2 ** 70]], dtype=object) @ np.array([[3]], dtype=object)))
# expect: array([3, 4, 6], dtype=object) array([3, 3, 6], dtype=object)
# expect: array([Fraction(1, 2), Fraction(5, 2), Fraction(11, 2), Fraction(19, 2)],
# expect:       dtype=object) array([[Fraction(1, 2), 2],
# expect:        [Fraction(7, 2), 6]], dtype=object) array([[Fraction(1, 2), Fraction(1, 1)],
# expect:        [3, 12]], dtype=object)
# expect: array(['a', 'ab', 'abc'], dtype=object)
# expect: 14 array([6, 2, 4], dtype=object)
# expect: array([[7, 10],
# expect:        [15, 22]], dtype=object)
# expect: array([5, 11], dtype=object) array([15, 22], dtype=object) array([2, 4], dtype=object)
# expect: array([[Fraction(25, 4), Fraction(9, 1)],
# expect:        [Fraction(27, 2), 22]], dtype=object)
# expect: array([[3541774862152233910272]], dtype=object)
