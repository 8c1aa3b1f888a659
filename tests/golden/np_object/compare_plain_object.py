# An array compared with an object NumPy has no dtype for compares elementwise, through the
# elements' own operators.
import numpy as np


class C:
    pass


class Eq:
    def __eq__(self, other):
        return other == 1


c = C()
print(repr(np.arange(2) == object()), repr(np.arange(2) != c), repr(object() == np.arange(2)))
print(repr(np.array([1.5, 2.0]) == c), repr(np.arange(3) == Eq()))
try:
    np.arange(2) < c
except TypeError as e:
    print(e)
# expect: array([False, False]) array([ True,  True]) array([False, False])
# expect: array([False, False]) array([False,  True, False])
# expect: '<' not supported between instances of 'int' and 'C'
