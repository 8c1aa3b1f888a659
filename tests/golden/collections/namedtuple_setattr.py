# fields cannot be assigned
from collections import namedtuple
Point = namedtuple("Point", "x y")
p = Point(1, 2)
p.x = 5
# expect runtime error: AttributeError: can't set attribute
