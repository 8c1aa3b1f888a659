# golden-module: Enum classes that import_pickle_enum.py pickles
from enum import Enum, IntEnum, Flag


class Shade(Enum):
    LIGHT = 1
    DARK = 2


class Size(IntEnum):
    S = 1
    L = 3


class Mode(Flag):
    R = 4
    W = 2
