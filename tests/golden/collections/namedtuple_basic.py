# namedtuple fields, indexing, unpacking and repr
from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], len(p))
x, y = p
print(x, y, list(p), tuple(p), Point)
# expect: Point(x=1, y=2) 1 2 1 2 2
# expect: 1 2 [1, 2] (1, 2) <class '__main__.Point'>
