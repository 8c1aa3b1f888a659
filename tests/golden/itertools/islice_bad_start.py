# islice refuses a start that is not an int or None.
import itertools
itertools.islice([1, 2, 3], 'a', 2)

# expect runtime error: ValueError: Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.
