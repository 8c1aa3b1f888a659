# islice's step must be positive.
import itertools
itertools.islice([1, 2, 3], 0, 3, 0)

# expect runtime error: ValueError: Step for islice() must be a positive integer or None.
