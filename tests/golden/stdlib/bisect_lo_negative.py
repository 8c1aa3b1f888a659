# lo must not be negative.
import bisect
bisect.bisect_left([1, 2], 1, -1)

# expect runtime error: ValueError: lo must be non-negative
