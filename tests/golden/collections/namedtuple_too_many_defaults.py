# too many positional arguments with defaults
from collections import namedtuple
P = namedtuple("P", "a b c", defaults=[0])
P(1, 2, 3, 4)
# expect runtime error: TypeError: P.__new__() takes from 3 to 4 positional arguments but 5 were given
