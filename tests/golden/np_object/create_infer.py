# Without dtype=, a leaf that is no number or string makes an object array (None, Fraction, an
# int beyond 64 bits); strings mixed with None too.
import numpy as np
from fractions import Fraction

print(repr(np.array([1, None])))
print(repr(np.array([Fraction(1, 2), Fraction(1, 3)])))
print(repr(np.array([2 ** 100, 1])))
print(repr(np.array(['a', None])))
print(repr(np.array([[1, 'a'], [None, 2.5]])))
# expect: array([1, None], dtype=object)
# expect: array([Fraction(1, 2), Fraction(1, 3)], dtype=object)
# expect: array([1267650600228229401496703205376, 1], dtype=object)
# expect: array(['a', None], dtype=object)
# expect: array([[1, 'a'],
# expect:        [None, 2.5]], dtype=object)
