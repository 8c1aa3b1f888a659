# repeat() names an unknown keyword as CPython's old argument parser does.
import itertools
itertools.repeat(1, count=3)

# expect runtime error: TypeError: 'count' is an invalid keyword argument for repeat()
