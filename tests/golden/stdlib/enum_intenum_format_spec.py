# IntEnum and StrEnum members take their value's format spec (format(m, 'd'), f'{m:>5}').
from enum import IntEnum, StrEnum
class Day(IntEnum):
    MON = 1
    TUE = 2
class Tone(StrEnum):
    LOW = "lo"
print(format(Day.TUE, "d"), f"{Day.MON:03}|{Day.TUE:>4}|{Day.TUE:x}|{Day.MON}", f"{Tone.LOW:>5}|{Tone.LOW}")

# expect: 2 001|   2|2|1    lo|lo
