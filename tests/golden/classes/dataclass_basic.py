# @dataclass: generated __init__, __repr__, __eq__, order=True, field(default_factory=), inheritance,
# __post_init__, fields/astuple/replace/is_dataclass
from dataclasses import dataclass, field, fields, astuple, replace, is_dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, Point(3), p == Point(1, 2), p == Point(2, 2), p != Point(1,2), p.x)
print(fields(p)[0].name, [f.name for f in fields(Point)], astuple(p), replace(p, y=5), is_dataclass(p), is_dataclass(1))
@dataclass(order=True)
class Ver:
    major: int
    minor: int = 0
    tags: list = field(default_factory=list, compare=False)
print(sorted([Ver(2), Ver(1, 5), Ver(1, 2)]), Ver(1) < Ver(1, 1), Ver(1).tags)
v = Ver(3); v.tags.append("x"); print(v, Ver(3).tags)
@dataclass
class P3(Point):
    z: int = 9
    def norm(self): return self.x + self.y + self.z
print(P3(1, 2, 3), P3(1).norm(), P3.__mro__[1].__name__)
@dataclass
class WithPost:
    a: int
    b: int = field(init=False, default=0)
    def __post_init__(self):
        self.b = self.a * 2
print(WithPost(4))
print(Point.__init__.__qualname__, Point.__eq__(p, 3))
# expect: Point(x=1, y=2) Point(x=3, y=0) True False False 1
# expect: x ['x', 'y'] (1, 2) Point(x=1, y=5) True False
# expect: [Ver(major=1, minor=2, tags=[]), Ver(major=1, minor=5, tags=[]), Ver(major=2, minor=0, tags=[])] True []
# expect: Ver(major=3, minor=0, tags=['x']) []
# expect: P3(x=1, y=2, z=3) 10 Point
# expect: WithPost(a=4, b=8)
# expect: Point.__init__ NotImplemented
