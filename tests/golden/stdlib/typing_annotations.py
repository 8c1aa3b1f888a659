# Annotated functions, methods and class attributes run; cast, TypeVar and TYPE_CHECKING exist.
import typing
from typing import List, Optional, Sequence, TypeVar
T = TypeVar('T')
def first(xs: Sequence[T]) -> Optional[T]:
    return xs[0] if xs else None
class Particle:
    mass: float = 1.0
    def __init__(self, x: float, v: List[float]) -> None:
        self.x = x
        self.v = v
p: Particle = Particle(0.5, [1.0, 2.0])
print(first([3, 4]), first([]), p.mass, p.v, T)
print(typing.cast(int, "x"), typing.TYPE_CHECKING)

# expect: 3 None 1.0 [1.0, 2.0] ~T
# expect: x False
