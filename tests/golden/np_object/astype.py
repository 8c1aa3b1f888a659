# astype to and from object: numbers become Python numbers; None becomes nan as a float;
# Fraction converts through float(); strings through str().
import numpy as np
from fractions import Fraction

e = np.array([1, 2, 3], dtype=object)
print(repr(e.astype(float)), repr(e.astype(int)), repr(e.astype(np.float32)), repr(e.astype(str)))
print(repr(np.arange(3).astype(object)), repr(np.array([1.5, 2.25]).astype(object)))
print(type(np.array([1.5]).astype(object)[0]), repr(np.array([True, False]).astype(object)))
print(repr(np.array([None, 1], dtype=object).astype(float)))
print(repr(np.array([Fraction(1, 2), Fraction(1, 4)]).astype(float)))
print(repr(np.array([1, 'a'], dtype=object).astype(str)))
print(repr(np.array(e, dtype=float)), repr(np.array(np.arange(2), dtype=object)))
# expect: array([1., 2., 3.]) array([1, 2, 3]) array([1., 2., 3.], dtype=float32) array(['1', '2', '3'], dtype='<U1')
# expect: array([0, 1, 2], dtype=object) array([1.5, 2.25], dtype=object)
# expect: <class 'float'> array([True, False], dtype=object)
# expect: array([nan,  1.])
# expect: array([0.5 , 0.25])
# expect: array(['1', 'a'], dtype='<U1')
# expect: array([1., 2., 3.]) array([0, 1], dtype=object)
