# maxsize must be an int, None or the function itself.
from functools import lru_cache
lru_cache(maxsize='big')

# expect runtime error: TypeError: Expected first argument to be an integer, a callable, or None
