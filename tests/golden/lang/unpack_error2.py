a, b, c = (1, 2)
# expect runtime error: ValueError: not enough values to unpack (expected 3, got 2)
