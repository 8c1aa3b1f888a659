# _asdict, _replace, _make and _field_defaults
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
print(p._asdict(), p._replace(y=9), P._make([3, 4]), P._make(range(2)))
print(P._field_defaults, p)
# expect: {'x': 1, 'y': 2} P(x=1, y=9) P(x=3, y=4) P(x=0, y=1)
# expect: {} P(x=1, y=2)
