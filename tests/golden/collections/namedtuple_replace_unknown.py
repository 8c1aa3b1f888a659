# _replace with an unknown field
from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1, 2)._replace(z=3)
# expect runtime error: ValueError: Got unexpected field names: ['z']
