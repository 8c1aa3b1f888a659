# unpacking a generator into too few names
def g():
    yield from range(3)

a, b = g()
# expect runtime error: ValueError: too many values to unpack (expected 2)
