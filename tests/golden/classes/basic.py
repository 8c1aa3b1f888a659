# __init__, methods, instance attributes, class attributes read through instances and updated
class Point:
    """A point in the plane."""
    dims = 2
    made = 0

    def __init__(self, x, y=0):
        self.x = x
        self.y = y
        Point.made += 1

    def norm2(self):
        return self.x * self.x + self.y * self.y

    def moved(self, dx, dy=0):
        return Point(self.x + dx, self.y + dy)


p = Point(3, 4)
q = p.moved(1, dy=2)
print(p.x, p.y, p.norm2(), q.x, q.y, Point(5).y)
print(p.dims, Point.dims, Point.made, p.made, Point.__doc__)
p.dims = 3
print(p.dims, Point.dims, q.dims)
Point.dims = 7
print(p.dims, q.dims)
del p.dims
print(p.dims)
p.z = "new"
print(p.z, hasattr(q, "z"))
print(Point.norm2(q), Point.__name__, Point.__qualname__, Point.__module__)
# expect: 3 4 25 4 6 0
# expect: 2 2 3 3 A point in the plane.
# expect: 3 2 2
# expect: 3 7
# expect: 7
# expect: new False
# expect: 52 Point Point __main__
