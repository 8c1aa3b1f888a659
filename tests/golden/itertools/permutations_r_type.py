# permutations()'s r must be an int.
import itertools
itertools.permutations([1, 2], 1.0)

# expect runtime error: TypeError: Expected int as r
