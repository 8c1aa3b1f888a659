# a subclass without __slots__ gives its instances a __dict__; methods see the fields
from collections import namedtuple
P = namedtuple("P", "x y")
class R(P):
    def norm(self):
        return self.x ** 2 + self.y ** 2
r = R(3, 4)
r.extra = "ok"
print(r, r.norm(), r.extra, r.__dict__, R._make([5, 6]), r._replace(y=0))
print(R.__mro__)
# expect: R(x=3, y=4) 25 ok {'extra': 'ok'} R(x=5, y=6) R(x=3, y=0)
# expect: (<class '__main__.R'>, <class '__main__.P'>, <class 'tuple'>, <class 'object'>)
