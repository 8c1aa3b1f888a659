# namedtuples passed to and returned from @njit: Numba types them (NamedUniTuple / NamedTuple),
# so the call runs and gives the namedtuple back.
from collections import namedtuple
from numba import njit

Point = namedtuple('Point', ['x', 'y'])

@njit
def mid(p, q):
    return Point((p.x + q.x) / 2, (p.y + q.y) / 2)

@njit
def norm1(p):
    return abs(p.x) + abs(p.y), p[0], len(p)

m = mid(Point(0, 0), Point(3, 5))
print(m, type(m).__name__)
print(norm1(Point(-2, 7)))
# expect: Point(x=1.5, y=2.5) Point
# expect: (9, -2, 2)
