# rename=True replaces bad names by their position
from collections import namedtuple
print(namedtuple("R", "a def a _x", rename=True)._fields)
# expect: ('a', '_1', '_2', '_3')
