# Looking a member up by a value no member has is CPython's ValueError.
from enum import Enum
class Color(Enum):
    RED = 1
print(Color(1))
Color(7)

# expect: Color.RED
# expect runtime error: ValueError: 7 is not a valid Color
