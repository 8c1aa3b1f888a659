# defaults= apply to the last fields
from collections import namedtuple
P = namedtuple("P", "a b c", defaults=[5, 6])
print(P(1), P(1, 2), P(1, 2, 3), P._field_defaults)
# expect: P(a=1, b=5, c=6) P(a=1, b=2, c=6) P(a=1, b=2, c=3) {'b': 5, 'c': 6}
