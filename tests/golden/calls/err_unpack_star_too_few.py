# unpack star too few
first, *mid, last = [1]
# expect runtime error: ValueError: not enough values to unpack (expected at least 2, got 1)
