# reduce names its second argument when it cannot be iterated.
import functools
functools.reduce(lambda a, b: a + b, 5)

# expect runtime error: TypeError: reduce() arg 2 must support iteration
