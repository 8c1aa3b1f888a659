# Enum members do not order.
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
Color.RED < Color.GREEN

# expect runtime error: TypeError: '<' not supported between instances of 'Color' and 'Color'
