# Assigning to a frozen dataclass raises dataclasses.FrozenInstanceError, an AttributeError.
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class P:
    x: int
p = P(1)
try:
    p.x = 2
except AttributeError as e:
    print(type(e).__name__, e, isinstance(e, FrozenInstanceError))
p.x = 3

# expect: FrozenInstanceError cannot assign to field 'x' True
# expect runtime error: dataclasses.FrozenInstanceError: cannot assign to field 'x'
