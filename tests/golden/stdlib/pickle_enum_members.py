# pickle of Enum, IntEnum, StrEnum, Flag, IntFlag and mixin members gives the member back
import copy
import pickle
from enum import Enum, Flag, IntEnum, IntFlag, StrEnum


class Color(Enum):
    RED = 1
    GREEN = 'g'
    CRIMSON = 1


class Level(IntEnum):
    LO = 1
    HI = 9


class Perm(Flag):
    R = 4
    W = 2
    X = 1


class Bits(IntFlag):
    A = 1
    B = 2


class Tone(StrEnum):
    SOFT = 'soft'


class Mixed(str, Enum):
    Q = 'q'


members = [Color.RED, Color.GREEN, Color.CRIMSON, Level.HI, Perm.R, Perm.R | Perm.X,
           Bits.A | Bits.B, Tone.SOFT, Mixed.Q]
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    same = [pickle.loads(pickle.dumps(m, proto)) is m for m in members[:5]]
    equal = [pickle.loads(pickle.dumps(m, proto)) == m for m in members[5:]]
    print(proto, same, equal)
print(pickle.loads(pickle.dumps([Color.RED, {Level.LO: Color.GREEN}])))
print(copy.deepcopy([Color.RED])[0] is Color.RED, copy.copy(Level.HI) is Level.HI)
print(Color.RED.__reduce_ex__(4))
print(Level.LO.__reduce_ex__(2))
back = pickle.loads(pickle.dumps(Perm.R | Perm.W))
print(repr(back), back.value)
# expect: 0 [True, True, True, True, True] [True, True, True, True]
# expect: 1 [True, True, True, True, True] [True, True, True, True]
# expect: 2 [True, True, True, True, True] [True, True, True, True]
# expect: 3 [True, True, True, True, True] [True, True, True, True]
# expect: 4 [True, True, True, True, True] [True, True, True, True]
# expect: 5 [True, True, True, True, True] [True, True, True, True]
# expect: [<Color.RED: 1>, {<Level.LO: 1>: <Color.GREEN: 'g'>}]
# expect: True True
# expect: (<built-in function getattr>, (<enum 'Color'>, 'RED'))
# expect: (<built-in function getattr>, (<enum 'Level'>, 'LO'))
# expect: <Perm.R|W: 6> 6
