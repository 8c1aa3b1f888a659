# field names from one string, split at spaces and commas
from collections import namedtuple
P = namedtuple("P", "x y")
Q = namedtuple("Q", "a, b,c")
print(P(1, 2), Q(1, 2, 3), P._fields, Q._fields)
print(P(y=5, x=4))
# expect: P(x=1, y=2) Q(a=1, b=2, c=3) ('x', 'y') ('a', 'b', 'c')
# expect: P(x=4, y=5)
