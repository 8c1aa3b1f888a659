# cache needs the function to wrap.
from functools import cache
cache()

# expect runtime error: TypeError: cache() missing 1 required positional argument: 'user_function'
