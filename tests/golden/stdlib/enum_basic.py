# Enum members: attributes of the class with name and value, repr and str as CPython's.
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    def describe(self):
        return "%s is %d" % (self.name, self.value)
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color)
print(Color.GREEN.describe(), f"{Color.BLUE}", type(Color.RED).__name__, isinstance(Color.GREEN, Color))
print(Color.RED == Color.RED, Color.RED == 1, Color.RED is Color.RED, {Color.RED: 'r'}[Color.RED])

# expect: Color.RED <Color.RED: 1> RED 1 <enum 'Color'>
# expect: GREEN is 2 Color.BLUE Color True
# expect: True False True r
