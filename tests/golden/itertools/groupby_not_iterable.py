# groupby() of a non-iterable.
import itertools
itertools.groupby(3)

# expect runtime error: TypeError: 'int' object is not iterable
