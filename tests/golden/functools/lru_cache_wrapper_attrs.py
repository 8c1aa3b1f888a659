# The wrapper carries the function's name and docstring, and __wrapped__.
from functools import lru_cache
@lru_cache
def area(w, h):
    "width times height"
    return w * h
print(area.__name__, area.__doc__, area.__wrapped__(2, 3), area.__wrapped__.__name__)
print(repr(area).startswith('<functools._lru_cache_wrapper object at 0x'))

# expect: area width times height 6 area
# expect: True
