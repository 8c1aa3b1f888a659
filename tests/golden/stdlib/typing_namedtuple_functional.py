# NamedTuple('P', [(name, type), ...]): the functional form.
from typing import NamedTuple
P = NamedTuple("P", [("x", int), ("y", int)])
p = P(1, y=2)
print(p, P._fields, p.x + p.y)
# expect: P(x=1, y=2) ('x', 'y') 3
