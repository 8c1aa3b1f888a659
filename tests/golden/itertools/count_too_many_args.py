# count() takes at most two arguments, counting keywords (the old argument parser's message).
import itertools
itertools.count(1, step=1, start=2)

# expect runtime error: TypeError: count() takes at most 2 arguments (3 given)
