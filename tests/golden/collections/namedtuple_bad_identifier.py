# a type name that is no identifier
from collections import namedtuple
namedtuple("1P", "x")
# expect runtime error: ValueError: Type names and field names must be valid identifiers: '1P'
