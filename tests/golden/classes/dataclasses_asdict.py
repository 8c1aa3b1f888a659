# asdict converts nested dataclasses, lists and dicts.
from dataclasses import dataclass, field, asdict, astuple
@dataclass
class Point:
    x: int
    y: int = 0
@dataclass
class Path:
    name: str
    points: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
p = Path("route", [Point(1, 2), Point(3)], {"k": Point(0, 0)})
print(asdict(p))
print(astuple(Point(5, 6)), asdict(Point(7)))
try:
    asdict(5)
except TypeError as e:
    print(e)

# expect: {'name': 'route', 'points': [{'x': 1, 'y': 2}, {'x': 3, 'y': 0}], 'meta': {'k': {'x': 0, 'y': 0}}}
# expect: (5, 6) {'x': 7, 'y': 0}
# expect: asdict() should be called on dataclass instances
