# dataclasses.replace: an init=False field given, or an InitVar without default left out: ValueError.
from dataclasses import dataclass, field, replace, InitVar
@dataclass
class A:
    x: int
    y: InitVar[int] = 0
    z: int = field(default=0, init=False)
    def __post_init__(self, y):
        self.z = self.x + y
@dataclass
class B:
    x: int
    scale: InitVar[int]
    def __post_init__(self, scale):
        self.x *= scale
a = A(1, 5)
print(a, replace(a, x=2), replace(a, x=2, y=3))
try:
    replace(a, z=3)
except ValueError as e:
    print("ValueError:", e)
b = B(2, 3)
print(b, replace(b, scale=10))
try:
    replace(b, x=1)
except ValueError as e:
    print("ValueError:", e)
# expect: A(x=1, z=6) A(x=2, z=2) A(x=2, z=5)
# expect: ValueError: field z is declared with init=False, it cannot be specified with replace()
# expect: B(x=6) B(x=60)
# expect: ValueError: InitVar 'scale' must be specified with replace()
