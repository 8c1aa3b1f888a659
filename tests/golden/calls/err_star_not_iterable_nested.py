# star not iterable nested
def outer():
    def inner(*a):
        return a
    return inner(*1.5)
outer()
# expect runtime error: TypeError: __main__.outer.<locals>.inner() argument after * must be an iterable, not float
