# a class deriving from typing.NamedTuple derives from tuple, its fields getters on the class
from typing import NamedTuple
class Q(NamedTuple):
    a: int
    b: str = "z"
    def both(self):
        return f"{self.a}{self.b}"
q = Q(1)
print(Q.__bases__, Q.__mro__, isinstance(q, tuple), q == (1, "z"), Q.a, q.both())
print("%s/%s" % q, q[1:], Q._make([2, "y"]), q._asdict())
# expect: (<class 'tuple'>,) (<class '__main__.Q'>, <class 'tuple'>, <class 'object'>) True True _tuplegetter(0, 'Alias for field number 0') 1z
# expect: 1/z ('z',) Q(a=2, b='y') {'a': 1, 'b': 'z'}
