# unpack star too few iter
a, *b, c, d = iter((1, 2))
# expect runtime error: ValueError: not enough values to unpack (expected at least 3, got 2)
