# inspect.signature of dataclasses (their generated __init__), functools.partial objects,
# static and class methods, keyword-only and positional-only parameters, PEP 585 annotations.
import functools
import inspect
from dataclasses import dataclass, field

@dataclass
class Point:
    x: int
    y: float = 0.0

@dataclass
class Bag:
    items: list = field(default_factory=list)
    label: str = "bag"
    count: int = field(default=0, init=False)

print(inspect.signature(Point), inspect.signature(Bag))

def k(a, b, c=3, *, d=4):
    pass

print(inspect.signature(functools.partial(k, 1)), inspect.signature(functools.partial(k, b=2)))
print(inspect.signature(functools.partial(k, 1, 2, d=5)))

class K:
    @staticmethod
    def s(a, b=1):
        pass
    @classmethod
    def c(cls, q):
        pass

print(inspect.signature(K.s), inspect.signature(K.c), inspect.signature(K().c))

def annotated(x: "list[int]", y: list[int], z: dict[str, int] | None = None) -> tuple[int, ...]:
    pass

print(inspect.signature(annotated))
# expect: (x: int, y: float = 0.0) -> None (items: list = <factory>, label: str = 'bag') -> None
# expect: (b, c=3, *, d=4) (a, *, b=2, c=3, d=4)
# expect: (c=3, *, d=5)
# expect: (a, b=1) (q) (q)
# expect: (x: 'list[int]', y: list[int], z: dict[str, int] | None = None) -> tuple[int, ...]
