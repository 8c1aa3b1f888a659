# a missing argument names the field
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1)
# expect runtime error: TypeError: Point.__new__() missing 1 required positional argument: 'y'
