# total_ordering's derived methods keep CPython's helper qualnames (_le_from_lt), named as the slot.
from functools import total_ordering
@total_ordering
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
@total_ordering
class B:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __ge__(self, o):
        return self.v >= o.v
for cls in (A, B):
    for name in ("__lt__", "__le__", "__gt__", "__ge__"):
        f = getattr(cls, name)
        print(name, f.__name__, f.__qualname__, repr(f).split(" at ")[0])
print(A(1) <= A(2), A(3) > A(2), B(1) < B(2), B(2) <= B(1))
# expect: __lt__ __lt__ A.__lt__ <function A.__lt__
# expect: __le__ __le__ _le_from_lt <function _le_from_lt
# expect: __gt__ __gt__ _gt_from_lt <function _gt_from_lt
# expect: __ge__ __ge__ _ge_from_lt <function _ge_from_lt
# expect: __lt__ __lt__ _lt_from_ge <function _lt_from_ge
# expect: __le__ __le__ _le_from_ge <function _le_from_ge
# expect: __gt__ __gt__ _gt_from_ge <function _gt_from_ge
# expect: __ge__ __ge__ B.__ge__ <function B.__ge__
# expect: True True True False
