# Comparisons give bool arrays; == calls the operator even on one object (a NaN is unequal to itself).
import numpy as np
from fractions import Fraction

e = np.array([1, 2, 3], dtype=object)
print(e == 2, e < 3, (e == 2).dtype, type((e == 1)[0]))
print(repr(np.array([None] * 3, dtype=object) == None))
nan = float('nan')
print(np.array([nan, 1.0], dtype=object) == np.array([nan, 1.0], dtype=object))
f = np.array([Fraction(1, 2), Fraction(1, 3)])
print(repr(f > Fraction(1, 3)), repr(np.greater_equal(f, 0.5)))
# expect: [False  True False] [ True  True False] bool <class 'numpy.bool_'>
# expect: array([ True,  True,  True])
# expect: [False  True]
# expect: array([ True, False]) array([ True, False])
