# _make with the wrong number of items
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point._make([1])
# expect runtime error: TypeError: Expected 2 arguments, got 1
