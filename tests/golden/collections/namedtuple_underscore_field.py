# a field name starting with an underscore
from collections import namedtuple
namedtuple("P", "x _y")
# expect runtime error: ValueError: Field names cannot start with an underscore: '_y'
