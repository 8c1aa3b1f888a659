# a class may subclass a namedtuple and add methods
from collections import namedtuple
class Vec(namedtuple("Vec", "x y")):
    def norm2(self):
        return self.x * self.x + self.y * self.y
v = Vec(3, 4)
print(v, v.norm2(), v[0], isinstance(v, tuple), v._replace(x=0), Vec._make([1, 1]))
v.tag = "t"
print(v.tag)
# expect: Vec(x=3, y=4) 25 3 True Vec(x=0, y=4) Vec(x=1, y=1)
# expect: t
