# An Enum class iterates its members in definition order (aliases left out), has len(), looks
# members up by value and by name, and tells its members with `in`.
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(list(Color), len(Color))
print(Color(2), Color['BLUE'], Color.CRIMSON is Color.RED, Color(Color.RED), Color.RED in Color)
print(list(Color.__members__), bool(Color))
for c in Color:
    print(c.name, c.value)

# expect: [<Color.RED: 1>, <Color.GREEN: 2>, <Color.BLUE: 3>] 3
# expect: Color.GREEN Color.BLUE True Color.RED True
# expect: ['RED', 'GREEN', 'BLUE', 'CRIMSON'] True
# expect: RED 1
# expect: GREEN 2
# expect: BLUE 3
