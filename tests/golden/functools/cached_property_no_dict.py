# cached_property needs the instance's __dict__: a __slots__ class without one is a TypeError
# (before the function runs)
from functools import cached_property

class Circle:
    __slots__ = ("r",)
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("computing")
        return 3 * self.r * self.r

class Square:
    def __init__(self, s):
        self.s = s
    @cached_property
    def area(self):
        print("computing")
        return self.s * self.s

sq = Square(4)
print(sq.area, sq.area, sq.__dict__)
try:
    Circle(2).area
except TypeError as e:
    print("TypeError:", e)
Circle(1).area
# expect: computing
# expect: 16 16 {'s': 4, 'area': 16}
# expect: TypeError: No '__dict__' attribute on 'Circle' instance to cache 'area' property.
# expect runtime error: TypeError: No '__dict__' attribute on 'Circle' instance to cache 'area' property.
