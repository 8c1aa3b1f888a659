# a namedtuple instance takes no new attributes
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1, 2).z = 5
# expect runtime error: AttributeError: 'Point' object has no attribute 'z'
