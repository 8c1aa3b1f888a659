# A tuple subclass with __new__, properties and unpacking.
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]

    @property
    def y(self):
        return self[1]

p = Point(3, 4)
a, b = p
print(p, p.x, p.y, a, b, len(p), p + (5,), p == (3, 4), hash(p) == hash((3, 4)))
print(isinstance(p, tuple), type(p).__name__, sorted([Point(2, 1), Point(1, 2)]))
# expect: (3, 4) 3 4 3 4 2 (3, 4, 5) True True
# expect: True Point [(1, 2), (2, 1)]
