# format() and f-strings of an enum member use its str(): a __str__ of the class's own counts;
# an IntEnum member formats as its int except with an empty spec, which gives str().
from enum import Enum, IntEnum, Flag, auto
class Status(Enum):
    ACTIVE = "a"
    INACTIVE = "i"
    def __str__(self):
        return self.name.title()
class Pri(IntEnum):
    LOW = 1
    def __str__(self):
        return "low!"
class Mode(str, Enum):
    R = "r"
class P(Flag):
    A = auto()
    def __str__(self):
        return "flag-a"
print(f"{Status.INACTIVE}|{Status.ACTIVE:>8}|{Pri.LOW}|{Pri.LOW:>4}|{Mode.R}|{P.A}|{P.A:^8}|")
print(format(Status.ACTIVE), "{}".format(Pri.LOW), "{:d}".format(Pri.LOW))
# expect: Inactive|  Active|low!|   1|Mode.R|flag-a| flag-a |
# expect: Active low! 1
