a, b = [1, 2, 3]
# expect runtime error: ValueError: too many values to unpack (expected 2)
