# a field given by position and keyword
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1, x=2)
# expect runtime error: TypeError: Point.__new__() got multiple values for argument 'x'
