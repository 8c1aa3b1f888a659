# total_ordering from __ge__ alone (with __eq__).
from functools import total_ordering
@total_ordering
class N:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    def __ge__(self, other):
        return self.v >= other.v
print(N(1) < N(2), N(2) < N(2), N(1) <= N(1), N(3) > N(2), N(2) > N(2), N(1) >= N(2))

# expect: True False True True False False
