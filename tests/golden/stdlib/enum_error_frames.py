# An Enum looked up by a value or name it lacks, or a member reassigned: CPython raises these in
# enum.py, and its traceback shows those frames (with the subscript's carets for C['X']).
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


for bad in [lambda: Color(7), lambda: Color["PINK"], lambda: setattr(Color, "RED", 3)]:
    try:
        bad()
    except (ValueError, KeyError, AttributeError) as e:
        print(type(e).__name__, e)
choice = "BLUE"
print(Color[choice])
# expect: ValueError 7 is not a valid Color
# expect: KeyError 'PINK'
# expect: AttributeError cannot reassign member 'RED'
# expect stderr:   File "/usr/lib/python3.11/enum.py", line 795, in __getitem__
# expect stderr:     return cls._member_map_[name]
# expect stderr:            ~~~~~~~~~~~~~~~~^^^^^^
# expect runtime error: KeyError: 'BLUE'
