# dataclass's generated methods have no docstring: __doc__ is None.
from dataclasses import dataclass
@dataclass
class P:
    x: int
print(P.__init__.__doc__, P.__init__.__name__, P.__repr__.__doc__)

# expect: None __init__ None
