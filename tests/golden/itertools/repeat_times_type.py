# repeat()'s times must be an integer.
import itertools
itertools.repeat(1, 2.5)

# expect runtime error: TypeError: 'float' object cannot be interpreted as an integer
