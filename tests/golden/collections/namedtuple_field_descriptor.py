# each field is a _tuplegetter on the class: its repr, its settable __doc__, __get__
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
print(type(P.x).__name__, P.x, P.y.__doc__)
P.x.__doc__ = "the x"
print(P.x.__doc__, P.x.__get__(p), P.y.__get__(None, P) is P.y)
# expect: _tuplegetter _tuplegetter(0, 'Alias for field number 0') Alias for field number 1
# expect: the x 1 True
