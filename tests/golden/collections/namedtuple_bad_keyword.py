# an unknown keyword argument
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1, 2, z=3)
# expect runtime error: TypeError: Point.__new__() got an unexpected keyword argument 'z'
