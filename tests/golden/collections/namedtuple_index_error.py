# indexing past the end
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1, 2)[2]
# expect runtime error: IndexError: tuple index out of range
