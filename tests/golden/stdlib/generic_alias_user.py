# A parameterised user Generic prints as CPython's alias (__main__.Box[int]), calls its class,
# and as a base stands for its class (__mro_entries__), as list[int] does.
from typing import Generic, TypeVar, List, Dict
T = TypeVar("T")
K = TypeVar("K")
class Box(Generic[T]):
    def __init__(self, v: T): self.v = v
    def get(self) -> T: return self.v
print(Box[int], Box[str](3).v, Box, Box[T], Box[List[int]])
# expect: __main__.Box[int] 3 <class '__main__.Box'> __main__.Box[~T] __main__.Box[typing.List[int]]
class Pair(Generic[K, T]):
    pass
print(Pair[str, int], Dict[str, Box[int]])
# expect: __main__.Pair[str, int] typing.Dict[str, __main__.Box[int]]
class IntBox(Box[int]):
    pass
print(IntBox.__mro__, IntBox(5).get(), isinstance(IntBox(1), Box))
# expect: (<class '__main__.IntBox'>, <class '__main__.Box'>, <class 'typing.Generic'>, <class 'object'>) 5 True
class L(list[int]):
    pass
print(L.__mro__, L([1, 2]))
# expect: (<class '__main__.L'>, <class 'list'>, <class 'object'>) [1, 2]
print(Box[int].__origin__ is Box, Box[int].__args__)
# expect: True (<class 'int'>,)
class Outer:
    class Inner(Generic[T]):
        pass
print(Outer.Inner[int])
# expect: __main__.Outer.Inner[int]
