# too many arguments to the generated __init__
from dataclasses import dataclass


@dataclass
class P:
    x: int
    y: int = 0


print(P(1), P(1, 2), P(y=3, x=4))
P(1, 2, 3)
# expect: P(x=1, y=0) P(x=1, y=2) P(x=4, y=3)
# expect runtime error: TypeError: P.__init__() takes from 2 to 3 positional arguments but 4 were given
