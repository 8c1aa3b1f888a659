# dropwhile takes exactly two arguments.
import itertools
itertools.dropwhile(bool)

# expect runtime error: TypeError: dropwhile expected 2 arguments, got 1
