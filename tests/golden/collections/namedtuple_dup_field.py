# a repeated field name
from collections import namedtuple
namedtuple("P", "x x")
# expect runtime error: ValueError: Encountered duplicate field name: 'x'
