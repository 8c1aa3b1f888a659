# Enum: a class with members cannot be subclassed; a body's _generate_next_value_ feeds auto().
from enum import Enum, IntEnum, auto
class C(Enum):
    A = 1
    B = 2
try:
    class Bad(C):
        X = 3
except TypeError as e:
    print("TypeError:", e)
try:
    class Empty(C):
        pass
except TypeError as e:
    print("TypeError:", e)
class Base(Enum):
    def describe(self):
        return f"{self.name}={self.value}"
class Sub(Base):
    P = 1
print(Sub.P.describe())
class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return (name.lower(), start, count, list(last_values))
    X = auto()
    Y = 10
    Z = auto()
for m in Auto:
    print(m.name, m.value)
class Num(IntEnum):
    def _generate_next_value_(name, start, count, last_values):
        return 100 + count
    A = auto()
    B = auto()
print(Num.A.value, Num.B.value, Num.B + 1)
# expect: TypeError: <enum 'Bad'> cannot extend <enum 'C'>
# expect: TypeError: <enum 'Empty'> cannot extend <enum 'C'>
# expect: P=1
# expect: X ('x', 1, 0, [])
# expect: Y 10
# expect: Z ('z', 1, 2, [('x', 1, 0, []), 10])
# expect: 100 101 102
