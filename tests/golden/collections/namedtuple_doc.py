# namedtuple()'s class has CPython's __doc__, "Name(field, ...)"; a class derived from it has none
from collections import namedtuple

Point = namedtuple("Point", "x y")
Emp = namedtuple("Emp", ["name", "dept", "salary"], defaults=[0])
print(Point.__doc__, Emp.__doc__, Point(1, 2).__doc__, namedtuple("E", "").__doc__)


class P3(Point):
    pass


print(P3.__doc__)
# expect: Point(x, y) Emp(name, dept, salary) Point(x, y) E()
# expect: None
