# A root comparison that answers NotImplemented makes the derived ones answer it too.
from functools import total_ordering
@total_ordering
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if not isinstance(other, A):
            return NotImplemented
        return self.v < other.v
print(A(1) <= A(2), A(2).__gt__(5))
A(1) >= 5

# expect: True NotImplemented
# expect runtime error: TypeError: '>=' not supported between instances of 'A' and 'int'
