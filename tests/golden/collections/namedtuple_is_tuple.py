# instances are tuples: isinstance, ==, hash, ordering, + and *
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
print(isinstance(p, tuple), isinstance(p, P), p == (1, 2), p == P(1, 2), p != (2, 1))
print(hash(p) == hash((1, 2)), {p: "a"}[(1, 2)], p < (1, 3), sorted([P(2, 1), P(1, 5)]))
print(p + (3,), p * 2, p[:1], 2 in p, p.count(1), p.index(2), max(P(1, 2), P(1, 3)))
# expect: True True True True True
# expect: True a True [P(x=1, y=5), P(x=2, y=1)]
# expect: (1, 2, 3) (1, 2, 1, 2) (1,) True 1 1 P(x=1, y=3)
