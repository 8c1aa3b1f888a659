# Mapping patterns (with **rest) and class patterns (keyword, __match_args__, dataclasses, builtins).
from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
class Circle:
    __match_args__ = ("r",)
    def __init__(self, r):
        self.r = r
def describe(v):
    match v:
        case {"type": "user", "name": str(name), **extra}:
            return f"user {name} {extra}"
        case {"type": kind}:
            return f"kind {kind}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point(x=px):
            return f"point x={px}"
        case Circle(r):
            return f"circle {r}"
        case int(n) | float(n) if n < 0:
            return f"negative {n}"
        case _:
            return "other"
for v in [{"type": "user", "name": "ann", "age": 3}, {"type": "bot"}, {"name": 1}, Point(0, 0),
          Point(2, 2), Point(1, 5), Circle(3), -4, -0.5, 7]:
    print(describe(v))

# expect: user ann {'age': 3}
# expect: kind bot
# expect: other
# expect: origin
# expect: diagonal 2
# expect: point x=1
# expect: circle 3
# expect: negative -4
# expect: negative -0.5
# expect: other
