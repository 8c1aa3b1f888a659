# Reductions fold with the Python operators: sum and prod start from the first element, max keeps
# the first of equals, any/all return elements as Python's or/and do, mean divides by the count.
import numpy as np
from fractions import Fraction

e = np.array([3, 1, 2], dtype=object)
print(e.sum(), e.prod(), e.max(), e.min(), e.mean(), type(e.sum()), type(e.mean()))
print(np.sum(e), np.max(e), np.min(e), np.mean(e), np.prod(e), np.amax(e))
x = np.array([[1, 2], [3, 4]], dtype=object)
print(repr(x.sum(axis=0)), repr(x.max(axis=1)), repr(x.sum(axis=-1)), repr(x.mean(axis=0)), x.mean())
a = np.array([0, 2, 'a'], dtype=object)
print(repr(a.any()), repr(a.all()), repr(np.array([], dtype=object).any()), repr(np.array([], dtype=object).all()))
print(repr(np.array([], dtype=object).sum()), repr(np.array([], dtype=object).prod()))
c = np.array([2 ** 100, Fraction(1, 3), 1.5], dtype=object)
print(c.sum())
f = np.array([Fraction(1, 2), Fraction(1, 3)])
print(repr(f.sum()), repr(f.mean()), repr(np.array(['b', 'a', 'c'], dtype=object).max()))
# expect: 6 6 3 1 2.0 <class 'int'> <class 'numpy.float64'>
# expect: 6 3 1 2.0 6 3
# expect: array([4, 6], dtype=object) array([2, 4], dtype=object) array([3, 7], dtype=object) array([2.0, 3.0], dtype=object) 2.5
# expect: 2 0 False True
# expect: 0 1
# expect: 1.2676506002282294e+30
# expect: Fraction(5, 6) Fraction(5, 12) 'c'
