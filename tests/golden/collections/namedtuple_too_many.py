# too many positional arguments
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1, 2, 3)
# expect runtime error: TypeError: Point.__new__() takes 3 positional arguments but 4 were given
