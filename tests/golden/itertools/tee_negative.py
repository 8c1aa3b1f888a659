# tee(n) needs n >= 0.
import itertools
itertools.tee([1], -1)

# expect runtime error: ValueError: n must be >= 0
