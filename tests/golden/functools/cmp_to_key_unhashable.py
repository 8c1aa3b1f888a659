# Key objects are unhashable.
from functools import cmp_to_key
hash(cmp_to_key(lambda a, b: 0)(1))

# expect runtime error: TypeError: unhashable type: 'functools.KeyWrapper'
