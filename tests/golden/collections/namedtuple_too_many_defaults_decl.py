# more defaults than fields
from collections import namedtuple
namedtuple("P", "x y", defaults=[1, 2, 3])
# expect runtime error: TypeError: Got more default values than field names
