# a field without a default after one with a default
from dataclasses import dataclass


@dataclass
class B:
    a: int = 0
    b: int
# expect runtime error: TypeError: non-default argument 'b' follows default argument
