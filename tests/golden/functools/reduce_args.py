# reduce takes two or three positional arguments.
import functools
functools.reduce(max)

# expect runtime error: TypeError: reduce expected at least 2 arguments, got 1
