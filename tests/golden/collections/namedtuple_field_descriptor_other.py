# a field's getter read on something that is no tuple
from collections import namedtuple
P = namedtuple("P", "x y")
P.y.__get__(5)
# expect runtime error: TypeError: descriptor for index '1' for tuple subclasses doesn't apply to 'int' object
