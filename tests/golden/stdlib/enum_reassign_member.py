# An enum's members cannot be rebound (other class attributes can).
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


try:
    Color.RED = 5
except AttributeError as e:
    print(e)
# expect: cannot reassign member 'RED'
Color.extra = "ok"
print(Color.RED.value, Color.extra, list(Color))
# expect: 1 ok [<Color.RED: 1>, <Color.GREEN: 2>]
