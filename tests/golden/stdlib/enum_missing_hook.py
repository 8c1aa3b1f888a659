# Enum's _missing_ hook: a lookup by value that finds no member asks the class
from enum import Enum

class Color(Enum):
    RED = "r"
    GREEN = "g"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None

class Size(Enum):
    S = 1
    L = 3

    @classmethod
    def _missing_(cls, value):
        return "not a member"

print(Color("R"), Color("g"), Color("r") is Color.RED)
try:
    Color("blue")
except ValueError as e:
    print("ValueError:", e)
try:
    Size(2)
except TypeError as e:
    print("TypeError:", e)
print(Size(3))

# expect: Color.RED Color.GREEN True
# expect: ValueError: 'blue' is not a valid Color
# expect: TypeError: error in Size._missing_: returned 'not a member' instead of None or a valid member
# expect: Size.L
