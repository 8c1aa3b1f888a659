# a mutable default is refused: it would be shared by every instance
from dataclasses import dataclass


@dataclass
class B:
    a: list = []
# expect runtime error: ValueError: mutable default <class 'list'> for field a is not allowed: use default_factory
