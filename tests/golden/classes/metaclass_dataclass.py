# A dataclass whose class has a metaclass keeps its annotated fields.
from dataclasses import dataclass


class Meta(type):
    pass


@dataclass
class P(metaclass=Meta):
    x: int
    y: int = 2


print(P(1), type(P).__name__, P(3, 4) == P(3, 4))
# expect: P(x=1, y=2) Meta True
