# Calling an IntEnum, IntFlag or mixin enum class with a value gives the member (not a new
# int/str), and a mixin member prints as Enum's (C.RED, <C.RED: 'red'>), as in CPython 3.11.
from enum import Enum, IntEnum, IntFlag


class Level(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10


print(Level(10).name, Level(1) is Level.LOW, Level(5), repr(Level(5)), max(Level).name)
# expect: HIGH True 5 <Level.MID: 5> HIGH
try:
    Level(7)
except ValueError as e:
    print(e)
# expect: 7 is not a valid Level


class P(IntFlag):
    R = 4
    W = 2
    X = 1


print(P(6), repr(P(6)), P(4) is P.R, P(0))
# expect: 6 <P.R|W: 6> True 0


class C(str, Enum):
    RED = "red"
    BLUE = "blue"


print(C("red"), C("red") is C.RED, repr(C("blue")), f"{C.RED}", C.RED + "x", C.RED.upper())
# expect: C.RED True <C.BLUE: 'blue'> C.RED redx RED


class F(float, Enum):
    HALF = 0.5


print(F(0.5), F(0.5) is F.HALF, repr(F.HALF), F.HALF * 2)
# expect: F.HALF True <F.HALF: 0.5> 1.0
try:
    C("green")
except ValueError as e:
    print(e)
# expect: 'green' is not a valid C
