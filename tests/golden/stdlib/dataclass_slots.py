# dataclass(slots=True): __slots__ the field names, defaults kept by __init__ (not class attributes
# any more), no __dict__, new attributes refused; an own __slots__ is refused; frozen works too.
from dataclasses import dataclass, field
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
p = P(1)
print(p, P.__slots__, hasattr(p, "__dict__"), P(2, 3) == P(2, 3), p.y)
try:
    p.z = 5
except AttributeError as e:
    print(e)
p.y = 9
print(p, "y" in P.__dict__, type(P.__dict__["x"]).__name__)
try:
    @dataclass(slots=True)
    class Q:
        __slots__ = ("a",)
        a: int
except TypeError as e:
    print(e)
@dataclass(slots=True, frozen=True)
class F:
    a: int
    b: str = "b"
f = F(1)
print(f, hash(f) == hash(F(1)))
try:
    f.a = 2
except Exception as e:
    print(type(e).__name__, e)
# expect: P(x=1, y=0, tags=[]) ('x', 'y', 'tags') False True 0
# expect: 'P' object has no attribute 'z'
# expect: P(x=1, y=9, tags=[]) True member_descriptor
# expect: Q already specifies __slots__
# expect: F(a=1, b='b') True
# expect: FrozenInstanceError cannot assign to field 'a'
