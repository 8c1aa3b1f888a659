# islice refuses a negative stop.
import itertools
itertools.islice([1, 2, 3], -1)

# expect runtime error: ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
