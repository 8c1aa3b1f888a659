# Generic[T] and Protocol as bases; Box[int] may annotate and be called; both print as typing's.
from typing import Generic, TypeVar, Protocol
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v
    def get(self) -> T:
        return self.v
b: Box[int] = Box(3)
print(b.get(), Box.__mro__[1:], Box[int](4).v)
class Shape(Protocol):
    def area(self) -> float: ...
class Square(Shape):
    def area(self):
        return 4.0
def total(shapes: list[Shape]) -> float:
    return sum(s.area() for s in shapes)
print(total([Square(), Square()]), Square.__mro__)
# expect: 3 (<class 'typing.Generic'>, <class 'object'>) 4
# expect: 8.0 (<class '__main__.Square'>, <class '__main__.Shape'>, <class 'typing.Protocol'>, <class 'typing.Generic'>, <class 'object'>)
