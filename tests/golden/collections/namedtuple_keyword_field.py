# a keyword as field name
from collections import namedtuple
namedtuple("P", "x def")
# expect runtime error: ValueError: Type names and field names cannot be a keyword: 'def'
