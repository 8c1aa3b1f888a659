# yield from a value that is not iterable
def g():
    yield from 3

print(list(g()))
# expect runtime error: TypeError: 'int' object is not iterable
