# Looking a member up by a name no member has is a KeyError.
from enum import Enum
class Color(Enum):
    RED = 1
Color['PINK']

# expect runtime error: KeyError: 'PINK'
