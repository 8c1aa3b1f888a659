# cycle() of a non-iterable fails when it is made.
import itertools
itertools.cycle(5)

# expect runtime error: TypeError: 'int' object is not iterable
