# total_ordering fills in <=, > and >= from __lt__ and __eq__.
from functools import total_ordering
@total_ordering
class Version:
    def __init__(self, major, minor):
        self.t = (major, minor)
    def __eq__(self, other):
        return self.t == other.t
    def __lt__(self, other):
        return self.t < other.t
a, b = Version(1, 2), Version(1, 10)
print(a < b, a <= b, a > b, a >= b, a <= Version(1, 2), a >= Version(1, 2))
print(sorted([b, a, Version(0, 9)], reverse=True)[0].t, max(a, b).t)

# expect: True True False False True True
# expect: (1, 10) (1, 10)
