# compress() needs both arguments.
import itertools
itertools.compress([1, 2])

# expect runtime error: TypeError: compress() missing required argument 'selectors' (pos 2)
