# combinations()'s r cannot be negative.
import itertools
itertools.combinations('abc', -1)

# expect runtime error: ValueError: r must be non-negative
