# pairwise() takes one argument.
import itertools
itertools.pairwise([1], [2])

# expect runtime error: TypeError: pairwise expected 1 argument, got 2
