# auto() numbers members from 1; IntEnum members are ints.
from enum import Enum, IntEnum, auto
class Shape(Enum):
    SQUARE = auto()
    CIRCLE = auto()
class Num(IntEnum):
    ONE = 1
    TWO = 2
print(list(Shape), Shape.CIRCLE.value)
print(Num.ONE, repr(Num.TWO), Num.ONE + 1, Num.TWO == 2, Num(2), sorted([Num.TWO, Num.ONE]), f"{Num.ONE}")

# expect: [<Shape.SQUARE: 1>, <Shape.CIRCLE: 2>] 2
# expect: 1 <Num.TWO: 2> 2 True 2 [<Num.ONE: 1>, <Num.TWO: 2>] 1
