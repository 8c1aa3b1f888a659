# the generated __init__ reports missing arguments like a Python function
from dataclasses import dataclass


@dataclass
class Q:
    a: int
    b: int


print(Q(1, 2))
Q()
# expect: Q(a=1, b=2)
# expect runtime error: TypeError: Q.__init__() missing 2 required positional arguments: 'a' and 'b'
