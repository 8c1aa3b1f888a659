# Iterators are not sequences.
import itertools
itertools.count()[0]

# expect runtime error: TypeError: 'itertools.count' object is not subscriptable
