# two missing arguments are listed with 'and'
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point()
# expect runtime error: TypeError: Point.__new__() missing 2 required positional arguments: 'x' and 'y'
