# Unary minus, abs() and np.negative/np.abs call the elements' operators.
import numpy as np
from fractions import Fraction

e = np.array([1, -2, Fraction(-1, 2)], dtype=object)
print(repr(-e), repr(+e), repr(abs(e)))
print(repr(np.negative(e)), repr(np.abs(e)), repr(~np.array([1, 2], dtype=object)))
print(abs(np.array([-1, Fraction(-1, 2)], dtype=object)))
# expect: array([-1, 2, Fraction(1, 2)], dtype=object) array([1, -2, Fraction(-1, 2)], dtype=object) array([1, 2, Fraction(1, 2)], dtype=object)
# expect: array([-1, 2, Fraction(1, 2)], dtype=object) array([1, 2, Fraction(1, 2)], dtype=object) array([-2, -3], dtype=object)
# expect: [1 Fraction(1, 2)]
