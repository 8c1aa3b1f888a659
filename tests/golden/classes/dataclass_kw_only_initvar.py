# dataclasses: KW_ONLY, kw_only=True (class and field), InitVar fields handed to __post_init__
# (not fields, not in repr/asdict), and the generated __init__'s argument errors.
from dataclasses import dataclass, field, KW_ONLY, InitVar, fields, asdict, astuple, replace
@dataclass
class Rect:
    w: float
    h: float
    scale: InitVar[float] = 1.0
    area: float = field(init=False)
    def __post_init__(self, scale):
        self.w *= scale
        self.h *= scale
        self.area = self.w * self.h
r = Rect(2, 3, scale=2)
print(r, [f.name for f in fields(r)], asdict(r), astuple(r), Rect(1, 1), Rect.__match_args__)
@dataclass
class Opt:
    a: int
    _: KW_ONLY
    b: int = 0
    c: int = 1
print(Opt(1, c=5), Opt(2, b=3), [(f.name, f.kw_only) for f in fields(Opt)], Opt.__match_args__)
@dataclass(kw_only=True)
class Cfg:
    name: str
    debug: bool = False
print(Cfg(name="x"), Cfg(debug=True, name="y"))
@dataclass
class Mixed:
    x: int
    y: int = field(default=0, kw_only=True)
    z: int = 5
print(Mixed(1, 2), Mixed(1, y=3), replace(Mixed(1), z=9))
@dataclass
class Base:
    x: int
    _: KW_ONLY
    tag: str = "base"
@dataclass
class Child(Base):
    y: int = 0
print(Child(1, 2), Child(1, 2, tag="c"))
for call in [lambda: Opt(1, 2), lambda: Cfg("x"), lambda: Cfg(), lambda: Opt(), lambda: Rect(1, 2, 3, 4)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print(InitVar[int])
# expect: Rect(w=4, h=6, area=24) ['w', 'h', 'area'] {'w': 4, 'h': 6, 'area': 24} (4, 6, 24) Rect(w=1.0, h=1.0, area=1.0) ('w', 'h', 'scale')
# expect: Opt(a=1, b=0, c=5) Opt(a=2, b=3, c=1) [('a', False), ('b', True), ('c', True)] ('a',)
# expect: Cfg(name='x', debug=False) Cfg(name='y', debug=True)
# expect: Mixed(x=1, y=0, z=2) Mixed(x=1, y=3, z=5) Mixed(x=1, y=0, z=9)
# expect: Child(x=1, tag='base', y=2) Child(x=1, tag='c', y=2)
# expect: TypeError: Opt.__init__() takes 2 positional arguments but 3 were given
# expect: TypeError: Cfg.__init__() takes 1 positional argument but 2 were given
# expect: TypeError: Cfg.__init__() missing 1 required keyword-only argument: 'name'
# expect: TypeError: Opt.__init__() missing 1 required positional argument: 'a'
# expect: TypeError: Rect.__init__() takes from 3 to 4 positional arguments but 5 were given
# expect: dataclasses.InitVar[int]
