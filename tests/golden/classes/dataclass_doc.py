# A dataclass without a docstring gets CPython's __doc__: its name and signature (defaults,
# factories as <factory>, no '-> None'); a docstring stays
from dataclasses import dataclass, field, InitVar


@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)


@dataclass(frozen=True, order=True)
class V:
    x: int
    y: int = 2


@dataclass
class Documented:
    "Has its own."
    a: int


@dataclass
class Empty:
    pass


@dataclass
class WithInit:
    a: int
    scale: InitVar[float] = 1.0

    def __post_init__(self, scale):
        self.a *= scale


print(Item.__doc__)
print(V.__doc__, Documented.__doc__, Empty.__doc__, WithInit.__doc__, sep="\n")
# expect: Item(name: str, price: float = 0.0, tags: list = <factory>)
# expect: V(x: int, y: int = 2)
# expect: Has its own.
# expect: Empty()
# expect: WithInit(a: int, scale: dataclasses.InitVar[float] = 1.0)
