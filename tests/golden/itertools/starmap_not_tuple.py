# starmap fails on an item it cannot unpack.
import itertools
list(itertools.starmap(abs, [1]))

# expect runtime error: TypeError: 'int' object is not iterable
