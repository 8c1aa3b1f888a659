# initial is keyword-only.
import itertools
itertools.accumulate([1], None, 3)

# expect runtime error: TypeError: accumulate() takes at most 2 positional arguments (3 given)
