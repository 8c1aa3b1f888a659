# auto() takes its value as the body stores it (CPython's _EnumDict), so later lines of the
# body can use it: Flag combinations (RW = R | W), a value printed in the body, StrEnum names.
from enum import Enum, Flag, IntFlag, auto, StrEnum
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    ALL = R | W | X
print(list(Perm), Perm.RW, Perm.ALL, Perm.R | Perm.W is Perm.RW)
class Color(Enum):
    RED = auto()
    GREEN = 10
    BLUE = auto()
    print("in body", RED, BLUE)
print(list(Color))
class Dir(StrEnum):
    NORTH = auto()
    SOUTH = auto()
    print(NORTH)
print(list(Dir), Dir.SOUTH.value)
class Big(IntFlag):
    A = 4
    B = auto()
print(Big.B.value)
# expect: [<Perm.R: 1>, <Perm.W: 2>, <Perm.X: 4>] Perm.RW Perm.ALL True
# expect: in body 1 11
# expect: [<Color.RED: 1>, <Color.GREEN: 10>, <Color.BLUE: 11>]
# expect: north
# expect: [<Dir.NORTH: 'north'>, <Dir.SOUTH: 'south'>] south
# expect: 8
