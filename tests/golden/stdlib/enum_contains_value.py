# `value in EnumClass` warns and raises in Python 3.11.
from enum import Enum
class Color(Enum):
    RED = 1
print(Color.RED in Color)
print(1 in Color)

# expect: True
# expect stderr: enum_contains_value.py:6: DeprecationWarning: in 3.12 __contains__ will no longer raise TypeError, but will return True or
# expect runtime error: TypeError: unsupported operand type(s) for 'in': 'int' and 'EnumType'
