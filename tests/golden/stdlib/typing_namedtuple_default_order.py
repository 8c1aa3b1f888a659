# A NamedTuple field without a default may not follow one with a default.
from typing import NamedTuple
class Bad(NamedTuple):
    a: int = 1
    b: int
# expect runtime error: TypeError: Non-default namedtuple field b cannot follow default field a
