# an exception inside a generator reaches the native that resumed it
def g():
    yield 1
    yield [][1]

print(sum(g()))
# expect runtime error: IndexError: list index out of range
